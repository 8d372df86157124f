import type { AuditAction } from '@atelier/contract/audit';

/** The log's filters as the page holds them (the address's query): empty ones are left out. */
export interface AuditFilterValues {
  action?: AuditAction;
  user?: string;
  actor?: string;
  email?: string;
  method?: string;
  from?: string;
  to?: string;
}

/** Query keys of the audit log: every audit query starts with `auditKeys.all`. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilterValues) => [...auditKeys.all, 'list', filters] as const,
};
