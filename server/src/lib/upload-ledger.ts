/**
 * The upload ledger's vocabulary (docs/decisions/022); its queries are in db/upload-ledger-store.ts.
 */

/** Who sends a file: a signed-in user, or an anonymous visitor (an event registration's PDF). */
export type Uploader = { userId: string } | 'anonymous';

export interface QuotaSettings {
  userBytes: number;
  anonymousBytes: number;
  windowMs: number;
  totalBytes: number;
}

export type QuotaVerdict =
  | { ok: true }
  /** The uploader's window is full: `retryInMs` until enough of it has aged out. */
  | { ok: false; reason: 'user' | 'anonymous'; retryInMs: number }
  /** Every stored file together would pass the global quota. */
  | { ok: false; reason: 'total' };
