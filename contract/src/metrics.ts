import { z } from 'zod';
import { get } from './endpoints';

/** What one kind of upload (`forum`, `events`, `assignments`, `submissions`) keeps in storage. */
export const storageKindSchema = z.object({
  kind: z.string(),
  files: z.number().int().min(0),
  bytes: z.number().int().min(0),
});

/**
 * GET /api/metrics/storage (admins): the files kept in storage, in all and by kind, and the upload
 * quotas (docs/decisions/022); the same figures /api/metrics gives a Prometheus scraper.
 */
export const storageUsageSchema = z.object({
  files: z.number().int().min(0),
  bytes: z.number().int().min(0),
  kinds: z.array(storageKindSchema),
  quota: z.object({
    /** Each member may send this much per window. */
    userBytes: z.number().int().min(0),
    /** Every anonymous visitor together (event PDFs) may send this much per window. */
    anonymousBytes: z.number().int().min(0),
    windowMs: z.number().int().min(0),
    /** All stored files together may take this much. */
    totalBytes: z.number().int().min(0),
  }),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: "0 bytes", "830 KB", "1.4 GB" (units of 1024, as the settings take them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return value === 1 ? '1 byte' : `${value} bytes`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/** A window or a wait for people: "30 minutes", "24 hours", "7 days", "an hour". */
export function formatSpan(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48 || hours % 24 !== 0) return hours === 1 ? 'an hour' : `${hours} hours`;
  return `${hours / 24} days`;
}

export const UPLOAD_QUOTA_TEXT = {
  /** 429: the member's own quota for the window (with Retry-After). */
  userFull: (quota: number, windowMs: number, waitMs: number) =>
    `You have sent the most files allowed: ${formatBytes(quota)} in ${formatSpan(windowMs)}. ` +
    `Please try again in ${formatSpan(waitMs)}.`,
  /** 429: every anonymous visitor's quota together (event PDFs). */
  anonymousFull: (waitMs: number) =>
    `Too many files have been sent here recently. Please try again in ${formatSpan(waitMs)}, ` +
    'or register without the PDF.',
  /** 507: the storage for every upload is full. */
  storageFull:
    'There is no room left for uploaded files on this server. Please tell an administrator; nothing was kept.',
} as const;

export const METRICS_API = {
  /** Prometheus's text format: no response schema. */
  exposition: get('/api/metrics', {
    summary:
      'Request counts and latency by route, database pool, mail, memory (Prometheus text format 0.0.4)',
    produces: ['text/plain'],
  }),
  storage: get('/api/metrics/storage', {
    summary: 'Uploaded files kept in storage, in all and by kind, and the upload quotas',
    response: { 200: storageUsageSchema },
  }),
};
