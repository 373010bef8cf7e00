import { defineConfig } from 'vitest/config';

// Unit and integration tests of the domain package, the web app's pure parts, the server and the big
// benchmark seed. Browser journeys run separately (e2e/), after the web app is built.
export default defineConfig({
  test: {
    // One file per core. Vitest's default for a run, one fewer, leaves one of CI's two cores idle,
    // while much of a file's time is spent waiting on a child process, a socket or a timer.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        // The app runs on Preact (decision 0031): its tests do too, as its builds alias React.
        resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Every library is run through Vite, so the alias reaches those written against React too
          // (TanStack Query, react-hook-form, sonner, lucide-react…) without a list to keep up; it
          // costs the project under a second.
          server: {
            deps: { inline: true },
          },
        },
      },
      // The big seed's script at a thousandth of its size; it needs PostgreSQL (DATABASE_URL).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], testTimeout: 300_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker keeps the modules it imported from one file to the next: isolated, every file
          // imported the whole app anew, 274 of the project's 581 s on PGlite (311 s shared). Safe
          // because no server module keeps state between apps other than caches keyed by the app's
          // database, and no test changes process.env, fakes timers or spies on a module.
          isolate: false,
        },
      },
    ],
  },
});
