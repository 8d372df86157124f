import { VALIDATION_MESSAGES } from './messages';

// The same shape browsers accept for type="email": something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL.test(value)) return VALIDATION_MESSAGES.emailInvalid;
  return null;
}
