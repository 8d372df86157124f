import { AUTH_ERRORS } from '@atelier/contract/auth';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import { OIDC_ERRORS, OIDC_MESSAGES } from '@atelier/contract/oidc';

export { OIDC_MESSAGES };

/** Our own wording around the schools' sign-in. */
export const OIDC_TEXT = {
  signInWith: (name: string) => `Sign in with ${name}`,
  or: 'or',
  continuing: 'Signing you in…',
  failedTitle: 'Sign-in did not complete',
  backToLogin: 'Back to the login page',
  missingTicket: OIDC_MESSAGES.ticketInvalid,
  otherFailure: 'Sign-in through your school did not complete. Please try again.',
} as const;

const BY_CODE = new Map<string, string>(
  [...Object.values(OIDC_ERRORS), AUTH_ERRORS.deactivated, COMMON_ERRORS.rateLimited].map((e) => [
    e.code,
    e.message,
  ]),
);

/** The sentence for a refusal code the callback put in `/login?sso=<code>` (never the address's own text). */
export function ssoMessage(code: string): string {
  return BY_CODE.get(code) ?? OIDC_TEXT.otherFailure;
}
