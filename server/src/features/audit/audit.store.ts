import type {
  AuditAction,
  AuditEntry as AuditEntryView,
  AuditFilters,
  AuditListQuery,
  AuditPage,
} from '@atelier/contract/audit';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containing, newerThan, olderThan, positionColumn, startingWith } from '../../db/paging';
import { countOf, anyRow } from '../../db/rows';
import { users } from '../../db/schema/auth';
import { auditEvents } from '../../db/schema/sign-in';
import { offsetOf, pageOf } from '../../lib/page';

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

const ev = auditEvents;
const actor = alias(users, 'actor');
const subject = alias(users, 'subject');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as a condition on audit_events alone (the count needs no join). */
function matching(db: Executor, f: AuditFilters): SQL | undefined {
  const like = f.email ? containing(f.email) : undefined;
  return and(
    f.action ? eq(ev.action, f.action) : undefined,
    f.user ? eq(ev.userId, f.user) : undefined,
    f.actor ? eq(ev.actorId, f.actor) : undefined,
    f.method ? ilike(ev.method, startingWith(f.method)) : undefined,
    f.from ? gte(ev.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day: up to the next day's start.
    f.to ? lt(ev.at, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)) : undefined,
    // The e-mail as recorded, or the concerned account's e-mail now.
    like
      ? or(ilike(ev.email, like), anyRow(db, users, and(eq(users.id, ev.userId), ilike(users.email, like))))
      : undefined,
  );
}

/** The entries with their actor's and user's names and e-mails, and each one's position. */
const joined = (db: Executor) =>
  db
    .select({
      id: ev.id,
      at: ev.at,
      action: ev.action,
      email: ev.email,
      method: ev.method,
      ip: ev.ip,
      detail: ev.detail,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      userId: subject.id,
      userName: subject.name,
      userEmail: subject.email,
      position: positionColumn(ev.at),
    })
    .from(ev)
    .leftJoin(actor, eq(actor.id, ev.actorId))
    .leftJoin(subject, eq(subject.id, ev.userId));

export type AuditRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const person = (id: string | null, name: string | null, email: string | null) =>
  id ? { _id: id, name: name ?? '', email: email ?? '' } : null;

export function toAuditEntry(row: AuditRow): AuditEntryView {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actor: person(row.actorId, row.actorName, row.actorEmail),
    user: person(row.userId, row.userName, row.userEmail),
    email: row.email,
    method: row.method,
    ip: row.ip,
    detail: row.detail,
  };
}

/** Newest first, from a cursor (load more) or by page number, with how many match in all. */
export async function listAudit(db: Executor, query: AuditListQuery): Promise<AuditPage> {
  const where = matching(db, query);
  const total = await countOf(db, ev, where);
  const rows = await joined(db)
    .where(query.cursor ? and(where, olderThan(ev.at, ev.id, query.cursor)) : where)
    .orderBy(desc(ev.at), desc(ev.id))
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  const found = pageOf(rows, total, query, (r) => [r.position, r.id]);
  return { ...found, items: found.items.map(toAuditEntry) };
}

/** A batch of the matching entries for the CSV, oldest first after `after` (keyset: no row twice). */
export function exportBatch(
  db: Executor,
  filters: AuditFilters,
  after: { position: string; id: string } | undefined,
  size: number,
): Promise<AuditRow[]> {
  return joined(db)
    .where(and(matching(db, filters), after ? newerThan(ev.at, ev.id, after) : undefined))
    .orderBy(asc(ev.at), asc(ev.id))
    .limit(size);
}

/** Removes the entries older than `days` days (the retention sweep); answers how many. */
export async function deleteAuditOlderThan(db: Executor, days: number): Promise<number> {
  const gone = await db
    .delete(ev)
    .where(lt(ev.at, sql`now() - make_interval(days => ${days})`))
    .returning({ id: ev.id });
  return gone.length;
}
