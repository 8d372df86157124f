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
