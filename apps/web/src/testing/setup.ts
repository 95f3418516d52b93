import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Files share one jsdom (vitest.config.ts: isolate false): nothing a test stubbed or set on the page outlives it.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
