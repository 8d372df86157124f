/** The spec's exact event messages, and the contract's own wording (spec-2 §2, §5, §8). */
export { EVENT_MESSAGES, EVENT_TEXT } from '@atelier/contract/events';

/** Wording of our own where the spec names none. */
export const EVENTS_UI_TEXT = {
  loadEventsFailed: 'Could not load the events. Please try again.',
  loadRegistrationsFailed: 'Could not load the registrations. Please try again.',
  downloadFailed: 'Could not download the CSV. Please try again.',
  chooseEvent: 'Choose an event above to see who has registered.',
  pdfHint: 'A PDF of at most 15 MB.',
  refCodeHint: "Our code is filled in; replace it with a friend's if one invited you.",
} as const;
