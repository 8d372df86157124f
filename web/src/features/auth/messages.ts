/** The spec's exact messages live in the contract, shared with the server (spec-1 §8, spec-2 §8). */
export { AUTH_MESSAGES, AUTH_UI_MESSAGES } from '@atelier/contract/auth';

/** Field validation wording of our own (the spec leaves it to the browser). */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  confirmRequired: 'Please confirm the password.',
  nameRequired: 'Name is required.',
} as const;

/** Our own wording: the spec names no message for a saved profile. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
} as const;
