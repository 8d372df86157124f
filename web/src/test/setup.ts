import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSiteConfig } from '../lib/site-config';

// The setup also serves node-environment tests (scripts/), which have no window.
const browser = typeof window !== 'undefined';

// A busy machine (CI on two cores, a lazy route's first import) can take seconds to show a page:
// findBy*/waitFor wait up to 5 s rather than 1 s. A passing test waits no longer than it needs.
configure({ asyncUtilTimeout: 5000 });

if (browser) {
  // jsdom has no layout or scrolling; the router's scroll restoration only needs the call to exist.
  window.scrollTo = () => {};
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (!browser) return;
  cleanup();
  resetSiteConfig();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
