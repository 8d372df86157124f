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

/** The invitation's link opens the reset page as a welcome (our own wording). */
export const INVITE_TEXT = {
  title: 'Choose your password',
  welcome: (min: number) =>
    `Welcome! Your account is ready. Choose a password of at least ${min} characters, then sign in with your e-mail address.`,
  submit: 'Set password and continue',
} as const;

/** Settings › Active sessions (our own wording). */
export const SESSION_UI_TEXT = {
  heading: 'Active sessions',
  description: 'Where your account is signed in. End any session you do not recognise.',
  thisDevice: 'This device',
  lastUsed: 'last used',
  unknownAddress: 'Unknown address',
  endSession: 'End session',
  signOutHere: 'Sign out here',
  endOthers: 'End all other sessions',
  endFailed: 'Could not end the session.',
  loading: 'Loading sessions…',
  loadFailed: 'Could not load your sessions.',
} as const;
