import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Component tests render MUI in jsdom: on a 2-core machine running the API suite beside them a test may
    // legitimately take several seconds. A generous limit keeps them from failing on load, not on behaviour.
    testTimeout: 30_000,
    // Files share a worker's loaded modules and jsdom (MUI is imported once per worker, not once per file: about
    // forty seconds of a CI run). What one test could leave behind is reset after every test in setup.ts, and every
    // render starts i18n in Spanish again (testing/render.tsx).
    isolate: false,
  },
});
