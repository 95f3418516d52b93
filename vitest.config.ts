import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Projects: `unit` (contracts and pure logic), `api` (integration through app.inject, one fresh database per
// file), `web` (components) when the web app has its own config, and `scripts` (the pure logic of scripts/*.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/api/vitest.config.ts',
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
