/** The spec's exact waitlist and referral messages, and the contract's own wording (spec-1 §5, §8; spec-2 §8). */
export { WAITLIST_MESSAGES, WAITLIST_TEXT } from '@atelier/contract/waitlist';

/** Wording of our own where the spec names none. */
export const WAITLIST_UI_TEXT = {
  standing: (position: number, total: number) =>
    `You are #${position} of ${total} on the waitlist. Each friend who joins moves you up.`,
  credits: (credits: number) =>
    credits === 0
      ? 'No referral credits yet: every friend who joins with your code counts.'
      : credits === 1
        ? '1 friend has joined with your code.'
        : `${credits} friends have joined with your code.`,
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  noSavedUser: 'Join the waitlist on this device first: your place and your friends are counted from it.',
  standingUnavailable: 'Your place on the waitlist could not be loaded.',
  loadFailed: 'Could not load the waitlist. Please try again.',
  empty: 'No one is on the waitlist yet.',
  noMatches: (query: string) => `No one on the waitlist matches “${query}”.`,
  exportFailed: 'Could not export the waitlist. Please try again.',
} as const;
