import { useSyncExternalStore } from 'react';

const KEY = 'regionChoice';

/** Whether the visitor already chose 'Indian Student' in this browser session. */
export function hasChosenIndian(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === 'indian';
  } catch {
    return false;
  }
}

export function rememberIndian(): void {
  try {
    window.sessionStorage.setItem(KEY, 'indian');
  } catch {
    // Without storage the popup simply asks again next time.
  }
}

const noChange = () => () => undefined;

/**
 * Whether to ask the visitor where they study. The prerendered landing page asks (a first visit);
 * hydration starts from that and then reads this browser session's choice.
 */
export function useHasChosenIndian(): boolean {
  return useSyncExternalStore(noChange, hasChosenIndian, () => false);
}
