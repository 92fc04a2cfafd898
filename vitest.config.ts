import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,server,client,scripts,bench}/**/*.test.{ts,tsx}'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // A generous deadline, not a timing assertion: tests wait on conditions (polls with their own
    // deadlines of up to 90 s for an analysis), and CI runs on 2 busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
