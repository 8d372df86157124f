// Kept apart from validation.ts: the contract's constants come with zod, which the login page does not need.
import { PASSWORD_MIN } from '@atelier/contract/auth';
import { VALIDATION_MESSAGES } from './messages';

export { PASSWORD_MIN };

export function newPasswordError(password: string): string | null {
  if (!password) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN) return VALIDATION_MESSAGES.passwordTooShort(PASSWORD_MIN);
  return null;
}
