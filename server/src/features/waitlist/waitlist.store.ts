import type {
  Position,
  WaitlistEntry,
  WaitlistEntryBody,
  WaitlistListQuery,
  WaitlistPage,
} from '@atelier/contract/waitlist';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias as alias_ } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containing, newerThan, positionColumn } from '../../db/paging';
import { iso, pick } from '../../db/rows';
import { referralInvites, waitlistCredits, waitlistEntries } from '../../db/schema/waitlist';
import { badRequest } from '../../lib/errors';
import { BAD_CURSOR, decodeCursor, offsetOf, pageOf } from '../../lib/page';

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** Every change to the list (a join, a referral credit, an approval) drops the admins' cached pages. */
export const WAITLIST_TOPIC = 'waitlist';

export type ListQuery = WaitlistListQuery;

export async function findEntryByEmail(db: Executor, email: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email.toLowerCase()));
  return row;
}

export async function findEntryByCode(db: Executor, code: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.referralCode, code.trim().toUpperCase()));
  return row;
}

/** A new entry; undefined when the e-mail is already on the list (no second row). */
export async function insertEntry(
  db: Executor,
  body: WaitlistEntryBody & { email: string },
  referralCode: string,
  referredBy: string | undefined,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      name: body.name,
      gender: body.gender,
      email: body.email.toLowerCase(),
      country: body.country,
      phone: body.phone,
      institution: body.institution,
      refCode: body.refCode,
      referralCode,
      referredBy: referredBy ?? null,
    })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning();
  return row;
}

export async function referralCodeTaken(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.referralCode, code));
  return row !== undefined;
}

/** Credits the referrer for a friend, once per friend's e-mail however they came (code or referral). */
export async function creditReferrer(db: Executor, referrerId: string, email: string): Promise<void> {
  const inserted = await db
    .insert(waitlistCredits)
    .values({ referrerId, email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ email: waitlistCredits.email });
  if (inserted.length === 0) return;
  await db
    .update(waitlistEntries)
    .set({ credits: sql`${waitlistEntries.credits} + 1` })
    .where(eq(waitlistEntries.id, referrerId));
}

/** Records an invitation to the address; false when it was invited before (no second e-mail). */
export async function recordInvite(
  db: Executor,
  invite: { email: string; name: string; invitedBy: string | undefined },
): Promise<boolean> {
  const rows = await db
    .insert(referralInvites)
    .values({ email: invite.email.toLowerCase(), name: invite.name, invitedBy: invite.invitedBy ?? null })
    .onConflictDoNothing()
    .returning({ email: referralInvites.email });
  return rows.length > 0;
}

/**
 * Where a waiting entry stands: ahead of it are the waiting entries with more credit, and those with
 * as much that joined earlier. Two index range counts, however long the list.
 */
export async function standingOf(db: Executor, entryId: string): Promise<Position | undefined> {
  const result = (await db.execute(sql`
    WITH me AS (SELECT credits, created_at, id FROM waitlist_entries WHERE id = ${entryId})
    SELECT me.credits,
      (SELECT count(*) FROM waitlist_entries w
        WHERE w.status = 'waiting'
          AND (w.credits > me.credits
               OR (w.credits = me.credits AND (w.created_at, w.id) < (me.created_at, me.id))))::int AS ahead,
      (SELECT count(*) FROM waitlist_entries WHERE status = 'waiting')::int AS total
    FROM me`)) as unknown as { rows: { credits: number; ahead: number; total: number }[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const total = Math.max(1, Number(row.total));
  return { position: Math.min(total, Number(row.ahead) + 1), total, credits: Number(row.credits) };
}

const alias = alias_(waitlistEntries, 'referrer');

function toEntry(row: EntryRow): WaitlistEntry {
  return {
    _id: row.id,
    ...pick(row, ['name', 'gender', 'email', 'country', 'phone', 'institution', 'refCode', 'referralCode']),
    referrals: row.credits,
    status: row.status,
    createdAt: iso(row.createdAt),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

function matching(q: string) {
  if (!q) return undefined;
  const like = containing(q);
  return or(
    ilike(waitlistEntries.name, like),
    ilike(waitlistEntries.email, like),
    ilike(waitlistEntries.institution, like),
  );
}

/** The row a cursor of `listEntries` starts at; a cursor we did not make is a 400. */
function positionOf(cursor: string): number {
  const [position] = decodeCursor(cursor);
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) {
    throw badRequest(BAD_CURSOR);
  }
  return position;
}

/** The queue as admins work it: waiting first, most credit first, then who came first. */
const queueOrder = [
  sql`${waitlistEntries.status} = 'approved'`,
  desc(waitlistEntries.credits),
  asc(waitlistEntries.createdAt),
  asc(waitlistEntries.id),
];

export async function listEntries(db: Executor, query: ListQuery): Promise<WaitlistPage> {
  const where = matching(query.q);
  const skip = query.cursor ? positionOf(query.cursor) : offsetOf(query);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(where);
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(where)
    .orderBy(...queueOrder)
    .limit(query.limit + 1)
    .offset(skip);
  // The queue reorders as credits change, so a cursor here is the position of the next row.
  const found = pageOf(rows, counted?.n ?? 0, query, () => [skip + query.limit]);
  return { ...found, items: found.items.map(toEntry) };
}

/** What a CSV row needs of an entry, and where it stands in join order (see db/paging.ts). */
export interface ExportRow {
  id: string;
  name: string;
  email: string;
  institution: string;
  country: string;
  phone: string;
  refCode: string;
  status: string;
  credits: number;
  referrerEmail: string | null;
  position: string;
}

/** A batch of the whole list for the CSV, in join order after `after` (keyset: no row twice). */
export async function exportBatch(
  db: Executor,
  after: { position: string; id: string } | undefined,
  size: number,
): Promise<ExportRow[]> {
  const w = waitlistEntries;
  return db
    .select({
      id: w.id,
      name: w.name,
      email: w.email,
      institution: w.institution,
      country: w.country,
      phone: w.phone,
      refCode: w.refCode,
      status: w.status,
      credits: w.credits,
      referrerEmail: alias.email,
      position: positionColumn(w.createdAt),
    })
    .from(w)
    .leftJoin(alias, eq(alias.id, w.referredBy))
    .where(after ? newerThan(w.createdAt, w.id, after) : undefined)
    .orderBy(asc(w.createdAt), asc(w.id))
    .limit(size);
}

/** The entry, locked until the transaction ends (two admins approving at once: one wins). */
export async function lockEntry(db: Executor, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
  return row;
}

export async function markApproved(db: Executor, id: string, by: string, userId: string): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'approved', approvedBy: by, approvedAt: new Date(), userId })
    .where(eq(waitlistEntries.id, id));
}
