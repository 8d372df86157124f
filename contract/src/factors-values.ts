// Two-factor sign-in (issue 29): the limits, sentences and error codes the login and settings pages
// need without loading zod. `factors.ts` holds the schemas and re-exports this module.
import { defineErrors } from './errors';

/** Digits of an authenticator app's code (RFC 6238, as every app shows it). */
export const TOTP_DIGITS = 6;
/** Recovery codes made at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** The header a factor-changing call carries its step-up token in (ASVS 7.5.1). */
export const STEP_UP_HEADER = 'X-Step-Up';

export const FACTORS_TEXT = {
  wrongCode: 'That code is not right. Please try again.',
  codeUsed: 'That code has been used already. Wait for the next one.',
  tooManyAttempts: 'Too many wrong codes. Please sign in again.',
  challengeInvalid: 'This sign-in step has expired or was already used. Please sign in again.',
  stepUpRequired: "Please confirm it's you first.",
  wrongPassword: 'That password is not right.',
  alreadyOn: 'An authenticator app is already set up. Remove it first to set up another.',
  notStarted: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  notOn: 'No authenticator app is set up.',
  lastFactor: 'Your role must use two-factor sign-in: set up another factor before removing this one.',
  noFactor: 'Set up an authenticator app or a passkey first; recovery codes back one up.',
  badProvider: 'Unknown sign-in provider.',
  totpRemoved: 'The authenticator app was removed.',
  settingsSaved: 'Sign-in settings saved.',
} as const;

export const FACTORS_ERRORS = defineErrors('factors', {
  wrongCode: { status: 401, message: FACTORS_TEXT.wrongCode },
  codeUsed: { status: 401, message: FACTORS_TEXT.codeUsed },
  tooManyAttempts: { status: 401, message: FACTORS_TEXT.tooManyAttempts },
  challengeInvalid: { status: 401, message: FACTORS_TEXT.challengeInvalid },
  stepUpRequired: { status: 401, message: FACTORS_TEXT.stepUpRequired },
  wrongPassword: { status: 400, message: FACTORS_TEXT.wrongPassword },
  alreadyOn: { status: 409, message: FACTORS_TEXT.alreadyOn },
  notStarted: { status: 409, message: FACTORS_TEXT.notStarted },
  notOn: { status: 404, message: FACTORS_TEXT.notOn },
  lastFactor: { status: 409, message: FACTORS_TEXT.lastFactor },
  noFactor: { status: 409, message: FACTORS_TEXT.noFactor },
  badProvider: { status: 400, message: FACTORS_TEXT.badProvider },
});
