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
  },
});
