import { createTestApp } from './test-app.ts';

/**
 * Two apps on one database, as two server processes would be: `remembering` with `env` (the
 * cache under test turned on) and `plain` with the defaults. Every statement either runs on the
 * database is recorded in `statements`, so a test can tell an answer from memory from a read.
 */
export async function appsRememberingAndNot(env: Record<string, string>) {
  const statements: string[] = [];
  const remembering = await createTestApp({ onQuery: (s) => statements.push(s), env });
  const plain = await createTestApp({
    beside: { database: remembering.database, secret: remembering.secret },
  });
  return {
    remembering,
    plain,
    statements,
    async close() {
      await plain.close();
      await remembering.close();
    },
  };
}

export type RememberingAndNot = Awaited<ReturnType<typeof appsRememberingAndNot>>;
