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
  },
});
