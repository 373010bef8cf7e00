import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server, on a copy of the demo seeded once for the
// run (global-setup.ts), and its own Chromium. Two files run at once, though on Chromium's
// headless shell that gains little: one journey keeps the two cores 70–90% busy, and the PGlite
// journeys took 942 s two at a time, 952 s one at a time (issue 19, twenty-first session; the
// PostgreSQL half, with its database in another process, is not measured one at a time yet). The
// timeouts only catch a hang, and allow for a busy machine: on the slowest CI machines a step that
// takes 27 s alone has taken 70 s in the full run.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // A journey polls for what the page shows after its data arrives (a profile prefilling a form,
    // an order listed). Vitest's default of one second is shorter than that takes on a busy
    // two-core machine; Playwright's own waits allow far more.
    expect: { poll: { timeout: 10_000 } },
  },
});
