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
