import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMail, vendors } from '../../db/schema/index.ts';
import { registerShopper } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * An access token lives for ACCESS_TOKEN_MINUTES; signing out, a password change or losing the
 * shop must end it much sooner. The second app stands for another server process on the same
 * database: it learns of an ended session within SESSION_CHECK_SECONDS (1 s here).
 */
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CHECK_SECONDS: '1' } });
  other = await createTestApp({ env: { SESSION_CHECK_SECONDS: '1' }, beside: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const auth = (access: string) => ({ authorization: `Bearer ${access}` });
const profile = (app: TestApp, userId: number, access: string) =>
  app.app.inject({ url: `/api/v1/user/profile/${userId}/`, headers: auth(access) });
/** A second sign-in of the shopper (another device): a session of its own. */
const signInAgain = async (shopper: { email: string; password: string }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/token/',
      payload: { email: shopper.email, password: shopper.password },
    })
  ).json() as { access: string };
/** The status the other process answers, asked until it changes or 5 s pass (no fixed sleep). */
const otherAnswers = (userId: number, access: string) =>
  expect.poll(async () => (await profile(other, userId, access)).statusCode, {
    timeout: 5_000,
    interval: 200,
  });

describe('an access token stops working when its session ends', () => {
  it('at sign-out: at once in this process, within the check interval in another', async () => {
    const shopper = await registerShopper(t);
    expect((await profile(t, shopper.userId, shopper.access)).statusCode).toBe(200);
    expect((await profile(other, shopper.userId, shopper.access)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout/',
      payload: { refresh: shopper.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(t, shopper.userId, shopper.access)).statusCode).toBe(401);
    await otherAnswers(shopper.userId, shopper.access).toBe(401);
  });

  it('after a password change, on every device', async () => {
    const shopper = await registerShopper(t);
    const laptop = await signInAgain(shopper);
    expect((await t.app.inject(`/api/v1/user/password-reset/${shopper.email}/`)).statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, shopper.email))
      .orderBy(desc(outboxMail.id))
      .limit(1);
    const link = new URL(/https?:\/\/\S+create-new-password\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-change/',
      payload: {
        password: 'Pokhara#2026',
        otp: link.searchParams.get('otp'),
        uidb64: link.searchParams.get('uidb64'),
      },
    });
    expect(changed.statusCode, changed.body).toBe(201);
    for (const access of [shopper.access, laptop.access]) {
      expect((await profile(t, shopper.userId, access)).statusCode).toBe(401);
      await otherAnswers(shopper.userId, access).toBe(401);
    }
  });

  it("when the shop is deactivated, for the vendor's tokens", async () => {
    const shopper = await registerShopper(t, { store_name: 'Closing Soon Traders' });
    const opened = await signInAgain(shopper);
    expect((await profile(t, shopper.userId, opened.access)).statusCode).toBe(200);
    await t.db.update(vendors).set({ active: false }).where(eq(vendors.userId, shopper.userId));
    await otherAnswers(shopper.userId, opened.access).toBe(401);
    await expect
      .poll(async () => (await profile(t, shopper.userId, opened.access)).statusCode, {
        timeout: 5_000,
        interval: 200,
      })
      .toBe(401);
  });

  it('refuses a correctly signed token that names no session', async () => {
    const shopper = await registerShopper(t);
    const claims = JSON.parse(Buffer.from(shopper.access.split('.')[1] ?? '', 'base64url').toString());
    const key = new TextEncoder().encode(t.secret);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const { sid: _sid, ...withoutSid } = claims;
    expect((await profile(t, shopper.userId, await sign(withoutSid))).statusCode).toBe(401);
    const strange = await sign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' });
    expect((await profile(t, shopper.userId, strange)).statusCode).toBe(401);
    expect((await profile(t, shopper.userId, await sign({ ...claims, sid: 'not-a-uuid' }))).statusCode).toBe(
      401,
    );
    expect((await profile(t, shopper.userId, await sign(claims))).statusCode).toBe(200);
  });
});
