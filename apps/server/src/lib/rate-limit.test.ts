import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3' } });
});
afterAll(() => t.close());

const signIn = (email: string, password = 'wrong-password') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: { email, password } });

describe('abuse limits on account calls', () => {
  it('refuses a fourth sign-in for one e-mail with 429 and Retry-After, under either prefix', async () => {
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
});
