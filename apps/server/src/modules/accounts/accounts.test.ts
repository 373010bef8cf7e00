import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ROTATION_GRACE_SECONDS } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_TOKEN_MINUTES: '5' } });
});
afterAll(() => t.close());

let serial = 0;
const newShopper = (extra: Record<string, string> = {}) => ({
  full_name: 'Sita Tamang',
  email: `sita${++serial}@example.np`,
  phone: '+977 9841234567',
  password: 'Kathmandu#1',
  password2: 'Kathmandu#1',
  ...extra,
});

async function registerShopper(extra: Record<string, string> = {}) {
  const body = newShopper(extra);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/register/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { body, answer: res.json() as { access: string; refresh: string; user: { id: number } } };
}

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email, password } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } });
const profileStatus = async (userId: number, access: string) =>
  (
    await t.app.inject({
      url: `/api/v1/user/profile/${userId}/`,
      headers: { authorization: `Bearer ${access}` },
    })
  ).statusCode;

/** Moves a refresh token's rotation (its revoked_at) this many seconds into the past. */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await t.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.jti, String(decodeJwt(token).jti)));
}

describe('register', () => {
  it('creates the account signed in, with the claims of API-NOTES.md and no secrets', async () => {
    const { body, answer } = await registerShopper();
    const claims = decodeJwt(answer.access);
    expect(claims).toMatchObject({
      token_type: 'access',
      user_id: answer.user.id,
      full_name: 'Sita Tamang',
      email: body.email,
      username: body.email.split('@')[0],
      vendor_id: 0,
    });
    expect(claims.jti).toEqual(expect.any(String));
    const refreshClaims = decodeJwt(answer.refresh);
    expect(refreshClaims.token_type).toBe('refresh');
    // Access lives ACCESS_TOKEN_MINUTES (this suite: 5), refresh 7 days.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(5 * 60);
    expect((refreshClaims.exp ?? 0) - (refreshClaims.iat ?? 0)).toBe(7 * 24 * 60 * 60);
    expect(JSON.stringify(answer)).not.toMatch(/argon2|password/i);
    const stored = await t.db.execute(`select password_hash from users where id = ${answer.user.id}`);
    const hash = (stored as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail that is taken, whatever its case, with a field message', async () => {
    const { body } = await registerShopper();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...newShopper(), email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().email).toEqual(['A user with this email already exists.']);
  });

  it('answers the spec messages for bad fields, as JSON or as a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register/',
      payload: 'full_name=Al&email=nope&phone=12&password=123&password2=456',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      full_name: ['Name must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('opens a shop with a unique slug when a store name is given', async () => {
    const first = await registerShopper({ store_name: 'Thamel Tech Hub' });
    const second = await registerShopper({ store_name: 'Thamel Tech Hub!' });
    const ids = [first, second].map((r) => decodeJwt(r.answer.access).vendor_id as number);
    expect(ids.every((id) => id > 0)).toBe(true);
    const slugs = await t.db.execute(`select slug from vendors where id in (${ids.join(',')}) order by id`);
    expect((slugs as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug)).toEqual([
      'thamel-tech-hub',
      'thamel-tech-hub-2',
    ]);
  });

  it('never gives a shop the slug of a vendor dashboard page', async () => {
    const { answer } = await registerShopper({ store_name: 'Dashboard' });
    const rows = await t.db.execute(
      `select slug from vendors where id = ${Number(decodeJwt(answer.access).vendor_id)}`,
    );
    expect((rows as unknown as { rows: { slug: string }[] }).rows[0]?.slug).toBe('dashboard-2');
  });

  // On PostgreSQL these race for real: each picks the same free slug, and the unique index
  // sends all but one back for another; none is told its e-mail is taken.
  it('opens every one of five shops signed up with one name at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/user/register/',
          payload: newShopper({ store_name: 'Boudha Gadgets' }),
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await t.db.execute(`select slug from vendors where name = 'Boudha Gadgets' order by slug`);
    expect((rows as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug)).toEqual([
      'boudha-gadgets',
      'boudha-gadgets-2',
      'boudha-gadgets-3',
      'boudha-gadgets-4',
      'boudha-gadgets-5',
    ]);
  });
});

describe('sign-in', () => {
  it('answers a token pair for the right password', async () => {
    const { body } = await registerShopper();
    const res = await signIn(body.email.toUpperCase(), body.password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
  });

  it('answers a wrong password and an unknown e-mail alike, in about the same time', async () => {
    const { body } = await registerShopper();
    const wrong = await signIn(body.email, 'not-the-password');
    const unknown = await signIn(`nobody${serial}@example.np`, body.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'No active account found with the given credentials' });
    }
    // Both run one argon2 verification; without the decoy the unknown e-mail would answer
    // many times faster. The two are timed in turns and compared by their medians, so a busy
    // machine slows both alike rather than deciding this.
    const timed = async (email: string) => {
      const started = performance.now();
      await signIn(email, 'wrong-password');
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const missingTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      knownTimes.push(await timed(body.email));
      missingTimes.push(await timed(`ghost${serial}@example.np`));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
    const [known, missing] = [median(knownTimes), median(missingTimes)];
    expect(missing / known).toBeGreaterThan(0.5);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works and the old refresh token is refused from then on', async () => {
    const { answer } = await registerShopper();
    const rotated = await refresh(answer.refresh);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { access: string; refresh: string };
    expect(next.refresh).not.toBe(answer.refresh);
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  it('refuse a rotated token presented again within the grace window, and keep its chain', async () => {
    const { answer } = await registerShopper();
    const next = (await refresh(answer.refresh)).json() as { access: string; refresh: string };
    await rotatedSecondsAgo(answer.refresh, ROTATION_GRACE_SECONDS - 5);
    const late = await refresh(answer.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: 'Token is invalid or expired' });
    expect(await profileStatus(answer.user.id, next.access)).toBe(200);
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  it('let one of two tabs refreshing with the same token at once win, without ending the session', async () => {
    const { answer } = await registerShopper();
    const both = await Promise.all([refresh(answer.refresh), refresh(answer.refresh)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = both.find((r) => r.statusCode === 200)?.json() as { refresh: string };
    expect((await refresh(winner.refresh)).statusCode).toBe(200);
  });

  it('revoke the whole chain when a token rotated before the grace window is presented again', async () => {
    const { answer } = await registerShopper();
    const next = (await refresh(answer.refresh)).json() as { refresh: string };
    await rotatedSecondsAgo(answer.refresh, ROTATION_GRACE_SECONDS + 1);
    const replay = await refresh(answer.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Token is invalid or expired' });
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });

  it('refuse access tokens, forged tokens and tokens of a signed-out session', async () => {
    const { answer } = await registerShopper();
    expect((await refresh(answer.access)).statusCode).toBe(401);
    expect((await refresh(`${answer.refresh}x`)).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout/',
      payload: { refresh: answer.refresh },
    });
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await refresh(answer.refresh)).statusCode).toBe(401);
  });

  it('carry a shop opened since the last sign-in', async () => {
    const { answer } = await registerShopper();
    const headers = { authorization: `Bearer ${answer.access}` };
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/become-vendor/',
      payload: { store_name: 'Pokhara Phones', description: 'Phones by the lake' },
      headers,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { vendor, access, ...pair } = opened.json() as {
      vendor: { id: number; slug: string };
      access: string;
      refresh: string;
    };
    expect(vendor.slug).toBe('pokhara-phones');
    expect(decodeJwt(access).vendor_id).toBe(vendor.id);
    expect(decodeJwt((await refresh(pair.refresh)).json().access).vendor_id).toBe(vendor.id);
    const again = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/become-vendor/',
        payload: { store_name: 'Another Shop' },
        headers: auth,
      });
    // The shopper's session before the shop ended with it.
    expect((await again(headers)).statusCode).toBe(401);
    const twice = await again({ authorization: `Bearer ${access}` });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe('You already have a shop.');
  });

  it('end every session begun before the shop opened', async () => {
    const { body, answer } = await registerShopper();
    const otherDevice = (await signIn(body.email, body.password)).json() as { refresh: string };
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/become-vendor/',
      payload: { store_name: 'Bhaktapur Batteries' },
      headers: { authorization: `Bearer ${answer.access}` },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await refresh(answer.refresh)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(401);
    expect((await refresh(opened.json().refresh)).statusCode).toBe(200);
  });

  it('open one shop for a customer who asks twice at the same moment', async () => {
    const { answer } = await registerShopper();
    const ask = (store_name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/become-vendor/',
        payload: { store_name },
        headers: { authorization: `Bearer ${answer.access}` },
      });
    const answers = await Promise.all([ask('Lalitpur Laptops'), ask('Lalitpur Laptops Two')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.json().detail).toBe('You already have a shop.');
  });
});
