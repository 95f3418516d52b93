import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database (a clone of the migrated template): files run in parallel, tests in a file in order.
    pool: 'forks',
    // Files share a worker's loaded modules: the app's few hundred modules are imported once per worker instead of
    // once per file (about two minutes of a CI run). Nothing a file needs lives in module state: each file builds its
    // own app on its own database.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
