import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: a dialog or an answer that arrives later on a loaded 2-core
// machine (the API suite beside it) is still the behaviour under test. Five seconds, as vitest.config.ts's test limit.
configure({ asyncUtilTimeout: 5_000 });

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
