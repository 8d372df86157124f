import { createHmac } from 'node:crypto';
import { sameSecret } from './tokens';

/**
 * Links that open a file for a while without a session (a frame cannot send a bearer token):
 * `?exp=<unix seconds>&sig=<HMAC-SHA256 of path and exp>`.
 */
export function signature(secret: string, pathname: string, exp: number): string {
  return createHmac('sha256', secret).update(`${pathname}\n${exp}`).digest('base64url');
}

export function signPath(secret: string, pathname: string, ttlMs: number, now = Date.now()): string {
  const exp = Math.floor((now + ttlMs) / 1000);
  return `exp=${exp}&sig=${signature(secret, pathname, exp)}`;
}

/** Whether `exp`/`sig` open `pathname` now: the signature matches and the link has not expired. */
export function verifyPath(
  secret: string,
  pathname: string,
  exp: unknown,
  sig: unknown,
  now = Date.now(),
): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now) return false;
  return sameSecret(sig, signature(secret, pathname, Number(exp)));
}

/**
 * An expiry at least `ttlMs` away, rounded up to a whole `windowMs`: links signed within one window
 * are identical, so a polled list that carries them keeps its ETag (and its 304s) for the window.
 */
export function stableExpiry(ttlMs: number, windowMs: number, now = Date.now()): number {
  return Math.ceil((now + ttlMs) / windowMs) * (windowMs / 1000);
}
