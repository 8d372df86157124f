import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@atelier/contract/factors';
import { hashToken } from '../../../lib/tokens';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One recovery code: 16 characters of a 32-letter alphabet (80 random bits), shown in groups of four. */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A code as stored: the SHA-256 of its letters (80 random bits need no slow hash). */
export function hashRecoveryCode(normalised: string): string {
  return hashToken(normalised.toLowerCase().replace(/[\s-]+/g, ''));
}

/** Ten new codes, and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
