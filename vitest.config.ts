import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Projects: `unit` (contracts and pure logic), `api` (integration through app.inject, one fresh database per
// file), and `web` (components) when the web app has its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/api/vitest.config.ts',
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
