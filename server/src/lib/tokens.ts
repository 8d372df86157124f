import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: what the client holds. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether two secrets (signatures, codes) are equal, in time that tells nothing of where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** SHA-256, hex: what the database and the session cache know a token by. */
export function hashToken(token: string): string {
  // The one-shot form: every signed-in request hashes its token, and it skips a Hash object.
  return hash('sha256', token, 'hex');
}
