import type { WaitlistEntryBody } from '@atelier/contract/waitlist';

/** spec-1 §2: the visitor's own waitlist details stay in the browser under the 'main user' entry. */
export const MAIN_USER_KEY = 'mainUser';

/** What the visitor sent when joining, and the code the server gave them to share. */
export type MainUser = WaitlistEntryBody & { referralCode: string };

// Storage can be disabled or full (private modes); the waitlist then simply forgets the visitor.
export function saveMainUser(user: MainUser): void {
  try {
    window.localStorage.setItem(MAIN_USER_KEY, JSON.stringify(user));
  } catch {
    // See above.
  }
}

/** The saved waitlist user, or null when none is saved or what is saved is not one. */
export function readMainUser(): MainUser | null {
  let saved: unknown;
  try {
    saved = JSON.parse(window.localStorage.getItem(MAIN_USER_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!saved || typeof saved !== 'object') return null;
  const { email, referralCode } = saved as Partial<MainUser>;
  if (typeof email !== 'string' || !email.trim()) return null;
  return { ...(saved as MainUser), referralCode: typeof referralCode === 'string' ? referralCode : '' };
}
