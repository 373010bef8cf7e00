import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '12' },
  });
});
afterAll(() => t.close());

const signIn = (email: string, password = 'wrong-password', remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email, password }, remoteAddress });

describe('abuse limits on account calls', () => {
  it('refuses a fourth sign-in for one e-mail from one address with 429 and Retry-After, under either prefix', async () => {
    const shopper = await registerShopper(t);
    for (const _ of [1, 2]) expect((await signIn(shopper.email)).statusCode).toBe(401);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      payload: { email: shopper.email.toUpperCase(), password: shopper.password },
    });
    expect(third.statusCode).toBe(200);
    const fourth = await signIn(shopper.email, shopper.password);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('limits one address across e-mails, and each call separately', async () => {
    // The first test used 4 sign-ins from this address; the limit is 6.
    expect((await signIn('a@example.np')).statusCode).toBe(401);
    expect((await signIn('b@example.np')).statusCode).toBe(401);
    expect((await signIn('c@example.np')).statusCode).toBe(429);
    const reset = await t.app.inject('/api/user/password-reset/nobody@example.np/');
    expect(reset.statusCode).toBe(404);
    expect(reset.json()).toEqual({ detail: 'Email does not exist' });
  });

  it('does not lock the owner out when others guess at the account from their addresses', async () => {
    const owner = await registerShopper(t);
    const guesses: number[] = [];
    for (const _ of Array.from({ length: 10 }))
      guesses.push((await signIn(owner.email, 'wrong-guess', '10.0.3.1')).statusCode);
    expect(guesses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await signIn(owner.email, 'wrong-guess', '10.0.3.2')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, '10.0.3.9')).statusCode).toBe(200);
  });

  it('holds every address to the account ceiling, whether or not the e-mail exists', async () => {
    const owner = await registerShopper(t);
    for (const email of [owner.email, 'nobody-here@example.np']) {
      const statuses: number[] = [];
      for (const i of Array.from({ length: 13 }, (_, i) => i)) {
        statuses.push((await signIn(email, 'wrong-guess', `10.0.4.${i + 1}`)).statusCode);
      }
      expect(statuses).toEqual([...Array(12).fill(401), 429]);
    }
    expect((await signIn(owner.email, owner.password, '10.0.4.99')).statusCode).toBe(429);
  });

  // Each test below calls from its own address, under its address limit, so only the count per
  // address and subject is in play.
  const from = (remoteAddress: string) => ({ remoteAddress });

  it('refuses a fourth sign-up for one e-mail with 429 and Retry-After', async () => {
    const body = {
      full_name: 'Sita Tamang',
      email: 'taken-or-not@example.np',
      phone: '9841234567',
      password: 'Kathmandu#1',
      password2: 'Kathmandu#1',
    };
    const statuses: number[] = [];
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register/',
        payload: body,
        ...from(address),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 400, 400, 429]);
  });

  it('refuses a fourth reset mail for one e-mail with 429 and Retry-After', async () => {
    const shopper = await registerShopper(t);
    const statuses: number[] = [];
    for (const address of ['10.0.1.1', '10.0.1.1', '10.0.1.1', '10.0.1.1']) {
      const res = await t.app.inject({
        url: `/api/v1/user/password-reset/${shopper.email}/`,
        ...from(address),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts password changes per account, however its id is spelled', async () => {
    const shopper = await registerShopper(t);
    const uid = Buffer.from(String(shopper.userId)).toString('base64url');
    const statuses: number[] = [];
    for (const uidb64 of [uid, `${uid}=`, `${uid}==`, `${uid}.`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/password-change/',
        payload: { otp: 'not-the-code', uidb64, password: 'Kathmandu#2' },
        ...from('10.0.2.1'),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 3).every((s) => s >= 400 && s < 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
