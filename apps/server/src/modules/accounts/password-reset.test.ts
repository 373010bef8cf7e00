import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMail, passwordResets } from '../../db/schema/index.ts';
import { registerShopper } from '../../test/accounts.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The reset link in a raw message (quoted-printable soft breaks and escapes undone). */
function resetLinkIn(raw: string): URL {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const link = text.match(/https?:\/\/\S+\/create-new-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${raw}`);
  return new URL(link);
}

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pasal.example.np/' } });
  await t.app.mailSender.start();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  t.app.inject(`/api/user/password-reset/${encodeURIComponent(email)}/`);
/** Asks for a reset of `email` and waits for the mail it causes at the SMTP server. */
async function resetMail(email: string) {
  const before = smtp.inbox.length;
  const res = await requestReset(email);
  const mail = await vi.waitFor(
    () => {
      const received = smtp.inbox[before];
      if (!received) throw new Error('no mail yet');
      return received;
    },
    { timeout: 5_000, interval: 20 },
  );
  return { res, mail };
}
const changePassword = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password-change/',
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email, password } });

describe('password reset over real SMTP', () => {
  it('mails a link to /create-new-password that sets a new password once', async () => {
    const shopper = await registerShopper(t);
    const { res, mail } = await resetMail(shopper.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'An email has been sent to you' });
    expect(mail.to).toEqual([shopper.email]);
    expect(mail.subject).toBe('Reset your Pasal password');
    const link = resetLinkIn(mail.raw);
    expect(`${link.origin}${link.pathname}`).toBe('https://pasal.example.np/create-new-password');
    const otp = link.searchParams.get('otp') ?? '';
    const uidb64 = link.searchParams.get('uidb64') ?? '';
    expect(Buffer.from(uidb64, 'base64url').toString()).toBe(String(shopper.userId));
    expect(res.body).not.toContain(otp);

    const changed = await changePassword({ password: 'Pokhara#2026', otp, uidb64 });
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    expect((await signIn(shopper.email, 'Pokhara#2026')).statusCode).toBe(200);
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(401);
    // Single use, and every earlier session has ended.
    expect((await changePassword({ password: 'Another#2026', otp, uidb64 })).statusCode).toBe(400);
    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/token/refresh/',
      payload: { refresh: shopper.refresh },
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('uses up every other open code of the user and signs them out everywhere', async () => {
    const shopper = await registerShopper(t);
    const otherDevice = (await signIn(shopper.email, shopper.password)).json() as { refresh: string };
    const links: URL[] = [];
    for (let i = 0; i < 2; i++) {
      const { res, mail } = await resetMail(shopper.email);
      expect(res.statusCode).toBe(200);
      links.push(resetLinkIn(mail.raw));
    }
    const [first, second] = links.map((link) => ({
      otp: link.searchParams.get('otp') ?? '',
      uidb64: link.searchParams.get('uidb64') ?? '',
    }));
    expect(first?.otp).not.toBe(second?.otp);
    expect((await changePassword({ password: 'Pokhara#2026', ...second })).statusCode).toBe(201);
    const earlier = await changePassword({ password: 'Another#2026', ...first });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toEqual({ detail: 'The reset link is invalid or has expired' });
    expect((await signIn(shopper.email, 'Pokhara#2026')).statusCode).toBe(200);
    for (const token of [shopper.refresh, otherDevice.refresh]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/token/refresh/',
        payload: { refresh: token },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses an expired code, a wrong code and another user id', async () => {
    const shopper = await registerShopper(t);
    const link = resetLinkIn((await resetMail(shopper.email)).mail.raw);
    const otp = link.searchParams.get('otp') ?? '';
    const uidb64 = link.searchParams.get('uidb64') ?? '';
    const refused = { detail: 'The reset link is invalid or has expired' };
    // The link lives 15 minutes from the request.
    const [stored] = await t.db
      .select({ expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, shopper.userId));
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14.5);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    expect((await changePassword({ password: 'Secret#99', otp: `${otp}x`, uidb64 })).json()).toEqual(refused);
    const otherUid = Buffer.from(String(shopper.userId + 1)).toString('base64url');
    expect((await changePassword({ password: 'Secret#99', otp, uidb64: otherUid })).statusCode).toBe(400);
    expect((await changePassword({ password: 'Secret#99', otp, uidb64: '!!' })).statusCode).toBe(400);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, shopper.userId));
    const expired = await changePassword({ password: 'Secret#99', otp, uidb64 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(refused);
  });

  it('answers "Email does not exist" for an unknown address and mails nothing', async () => {
    const res = await requestReset('nobody-here@example.np');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Email does not exist' });
    // Mail is written before it is sent: nothing written is nothing sent.
    expect(await t.db.select().from(outboxMail).where(eq(outboxMail.to, 'nobody-here@example.np'))).toEqual(
      [],
    );
  });
});

describe('the development mailbox', () => {
  it('keeps mail in the outbox without SMTP_URL, shows it at once and marks it sent', async () => {
    const local = await createTestApp();
    try {
      await local.app.mailSender.start();
      const shopper = await registerShopper(local);
      await local.app.inject(`/api/user/password-reset/${shopper.email}/`);
      // Shown the moment the request is answered, before the sender has looked at it.
      const box = await local.app.inject('/api/v1/dev/mailbox/');
      expect(box.statusCode).toBe(200);
      expect(box.headers['x-total-count']).toBe('1');
      const [mail] = box.json();
      expect(mail).toMatchObject({ to: shopper.email, subject: 'Reset your Pasal password' });
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/create-new-password\?otp=[\w-]+&uidb64=[\w-]+/);
      // Kept in the mailbox is delivered: the sender marks it so and never sends it anywhere.
      await vi.waitFor(
        async () => {
          const [row] = await local.db.select().from(outboxMail).where(eq(outboxMail.id, mail.id));
          expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(Date) });
        },
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      await local.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const res = await production.app.inject('/api/v1/dev/mailbox/');
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
