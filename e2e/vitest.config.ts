import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server on a fresh seeded database and its own
// Chromium, so files run one after another (parallel files would mostly fight over the CPU
// while seeding) and the timeouts allow for a first start that migrates and seeds.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // A journey polls for what the page shows after its data arrives (a profile prefilling a form,
    // an order listed). Vitest's default of one second is shorter than that takes on a busy
    // two-core machine; Playwright's own waits allow far more.
    expect: { poll: { timeout: 10_000 } },
  },
});
