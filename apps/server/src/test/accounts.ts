import type { TestApp } from './test-app.ts';

let serial = 0;

/** Registers a fresh shopper through the API; answers their tokens, id and password. */
export async function registerShopper(t: TestApp, extra: Record<string, string> = {}) {
  const password = 'Kathmandu#1';
  const body = {
    full_name: 'Sita Tamang',
    email: `shopper${++serial}-${Date.now()}@example.np`,
    phone: '9841234567',
    password,
    password2: password,
    ...extra,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/register/', payload: body });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const answer = res.json() as { access: string; refresh: string; user: { id: number } };
  return {
    ...answer,
    email: body.email,
    password,
    userId: answer.user.id,
    auth: { authorization: `Bearer ${answer.access}` },
  };
}
