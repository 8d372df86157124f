import { z } from 'zod';
import { idSchema, page, pageQuery } from './common';
import { get } from './endpoints';
import { AUDIT_LIMITS, AUDIT_TEXT } from './audit-values';

export * from './audit-values';

/**
 * The audit log (issue 29): what admins read and export. Each entry is one of these actions; the
 * server writes them (server/src/features/audit), admins read them at AUDIT_API.
 */
export const AUDIT_ACTIONS = [
  /** A sign-in that opened a session; `method` says how (`password+totp`, `passkey`, `oidc:school`…). */
  'sign-in',
  /** A refused sign-in: wrong password, wrong code, a refused OpenID callback or passkey; `detail.reason`. */
  'sign-in-failed',
  /** An OpenID identity linked to an account (first sign-in), or an account made by it. */
  'identity-linked',
  'identity-removed',
  'account-created-by-sign-in',
  /** Factors: an authenticator app, recovery codes, a passkey added/renamed/removed. */
  'factor-added',
  'factor-removed',
  'recovery-codes-made',
  'recovery-code-used',
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  /** An admin cleared a user's factors (a lost device). */
  'factors-reset',
  'password-changed',
  'password-reset',
  'role-changed',
  'deactivated',
  'reactivated',
  'sessions-ended-by-admin',
  'roster-imported',
  'sign-in-settings-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const date = z.iso.date('must be a date (YYYY-MM-DD)');

/**
 * What the log can be narrowed to: one action, whom it concerns (`user`), who did it (`actor`),
 * an e-mail containing the text, the days `from`–`to` (both included, UTC), a method beginning
 * with the text (`password` finds `password+totp`, `oidc` every provider).
 */
export const auditFiltersSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  user: idSchema.optional(),
  actor: idSchema.optional(),
  email: z.string().trim().max(AUDIT_LIMITS.email).optional(),
  from: date.optional(),
  to: date.optional(),
  method: z.string().trim().max(AUDIT_LIMITS.method).optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

const inOrder = (q: AuditFilters) => !q.from || !q.to || q.from <= q.to;
const outOfOrder = { message: AUDIT_TEXT.datesOutOfOrder, path: ['to'] };

/** GET /api/admin/audit: newest first, `cursor` (load more) or `page`, and the filters. */
export const auditListQuerySchema = pageQuery
  .safeExtend({
    ...auditFiltersSchema.shape,
    limit: z.coerce.number().int().min(1).max(AUDIT_LIMITS.pageSize).default(AUDIT_LIMITS.pageSize),
  })
  .refine(inOrder, outOfOrder);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditCsvQuerySchema = auditFiltersSchema.refine(inOrder, outOfOrder);

/** An account an entry names (null: nobody signed in, or the account is gone). */
export const auditPersonSchema = z
  .object({ _id: z.string(), name: z.string(), email: z.string() })
  .nullable();

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: auditPersonSchema,
  user: auditPersonSchema,
  /** The e-mail given or concerned (a refused sign-in's, when no account matched). */
  email: z.string(),
  method: z.string(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = page(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The audit log, admins only. */
export const AUDIT_API = {
  list: get('/api/admin/audit', { querystring: auditListQuerySchema, response: { 200: auditPageSchema } }),
  exportCsv: get('/api/admin/audit.csv', {
    querystring: auditCsvQuerySchema,
    summary: 'The audit log as CSV (the same filters), oldest first',
    produces: ['text/csv'],
  }),
};
