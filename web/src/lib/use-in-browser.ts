import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False in the prerender and while React hydrates a prerendered page (the server snapshot), true
 * once the app runs the page: for what the HTML must not offer before the app's code can handle it.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
