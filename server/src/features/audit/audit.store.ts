import type { AuditAction } from '@atelier/contract/audit';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/sign-in';

/** One entry of the audit log, as a feature records it. */
export interface AuditEntry {
  action: AuditAction;
  /** Who did it (null: nobody signed in). */
  actorId: string | null;
  /** Whom it concerns (null: no account matched). */
  userId?: string | null;
  /** The e-mail given or concerned. */
  email?: string;
  /** How: `password`, `passkey`, `oidc:<provider>`, `totp`… */
  method?: string;
  /** The client's address (request.ip: TRUST_PROXY applied). */
  ip?: string;
  detail?: Record<string, unknown>;
}

export async function insertAuditEvent(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorId: entry.actorId,
    userId: entry.userId ?? null,
    email: entry.email ?? '',
    method: entry.method ?? '',
    ip: entry.ip ?? '',
    detail: entry.detail ?? {},
  });
}
