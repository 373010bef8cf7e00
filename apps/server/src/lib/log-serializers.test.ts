import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  // A route whose query fails with the shopper's data among its parameters, as a bug would.
  t.app.post(
    '/api/test-failing-query/:email/',
    { config: { auth: 'public' }, schema: { params: z.object({ email: z.string() }) } },
    async (request) => {
      const { address } = request.body as { address: string };
      const { email } = request.params as { email: string };
      await t.db.execute(sql`select 1 / 0 where ${address} <> ${email}`);
      return {};
    },
  );
  await t.app.ready();
});
afterAll(() => t.close());

describe('logs', () => {
  it('keep no query string, path id, body or query parameter of a request that failed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-failing-query/sita.tamang%40example.np/?phone=9841000777',
      payload: { address: 'Ward 4, Baneshwor, Kathmandu', mobile: '9800000001' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    // The failure is logged, with what a developer needs: the route and the database's reason.
    expect(log).toContain('"url":"/api/test-failing-query/:email/"');
    expect(log).toMatch(/division by zero/);
    expect(log).toContain('"code":"22012"');
    for (const personal of ['sita.tamang', '9841000777', 'Baneshwor', '9800000001']) {
      expect(log).not.toContain(personal);
    }
  });
});
