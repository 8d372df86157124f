import type { AuditAction } from './audit';

/** GET /api/admin/audit: a page of the log, and the CSV's batch. */
export const AUDIT_LIMITS = { pageSize: 50, email: 254, method: 60 } as const;

/** How each action reads in the log and its filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'identity-linked': 'Identity linked',
  'identity-removed': 'Identity removed',
  'account-created-by-sign-in': 'Account created by sign-in',
  'factor-added': 'Two-factor added',
  'factor-removed': 'Two-factor removed',
  'recovery-codes-made': 'Recovery codes made',
  'recovery-code-used': 'Recovery code used',
  'passkey-added': 'Passkey added',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'factors-reset': 'Two-factor reset by an admin',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset',
  'role-changed': 'Role changed',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  'sessions-ended-by-admin': 'Signed out by an admin',
  'roster-imported': 'Roster imported',
  'sign-in-settings-changed': 'Sign-in settings changed',
};

/** The columns of audit.csv, in order. */
export const AUDIT_CSV_COLUMNS = [
  'When',
  'Action',
  'Actor',
  'Actor e-mail',
  'User',
  'User e-mail',
  'E-mail',
  'Method',
  'Address',
  'Detail',
] as const;

export const AUDIT_TEXT = {
  datesOutOfOrder: 'must not be before "from"',
} as const;
