/**
 * What other features use of the audit log: record an entry, in the caller's transaction when it
 * has one (so an entry is written exactly when what it records is).
 */
export { insertAuditEvent as recordAudit, type AuditEntry } from './audit.store';
