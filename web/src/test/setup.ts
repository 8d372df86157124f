import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The setup also serves node-environment tests (scripts/), which have no window.
const browser = typeof window !== 'undefined';

if (browser) {
  // jsdom has no layout or scrolling; the router's scroll restoration only needs the call to exist.
  window.scrollTo = () => {};
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (!browser) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
