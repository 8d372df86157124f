import type { RosterImport, RosterRow } from '@atelier/contract/rosters';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { newerThan, positionColumn } from '../../../db/paging';
import { users } from '../../../db/schema/auth';
import { rosterImports } from '../../../db/schema/sign-in';

type ImportRow = typeof rosterImports.$inferSelect;

/** A row as stored: the import's state of it besides what the API shows. */
export interface StoredRow extends RosterRow {
  /** The account the import made for the row: its invitation's. */
  userId?: string;
  /** When its invitation could not go out (a sent one leaves its link's row, not a mark here). */
  inviteFailedAt?: string;
}

/** What a preview stores in `rows`: the rows, and the header cells it ignored (as the first entry). */
interface StoredRows {
  unknownColumns: string[];
  rows: StoredRow[];
}

export const storedRows = (row: ImportRow): StoredRows => {
  const [head, ...rows] = row.rows as [{ unknownColumns: string[] }, ...StoredRow[]];
  return { unknownColumns: head?.unknownColumns ?? [], rows };
};

/** The row as the API shows it, without the import's own state. */
const shown = ({ userId: _user, inviteFailedAt: failed, ...row }: StoredRow, status: string): RosterRow => ({
  ...row,
  invitation: invitationOf(row.result, failed, status),
});

/** A made account's invitation: failed rows are marked; the others are sent once the import is done. */
const invitationOf = (result: RosterRow['result'], failed: string | undefined, status: string) => {
  if (result !== 'created') return null;
  if (failed) return 'failed';
  return status === 'done' ? 'sent' : 'pending';
};

/** The import; its rows only when asked (`withRows`): 10,000 of them weigh ~1.7 MB. */
export function toRosterImport(row: ImportRow, withRows: boolean): RosterImport {
  const { unknownColumns, rows } = storedRows(row);
  const invalid = rows.filter((r) => r.problems.length > 0).length;
  const existing = rows.filter((r) => r.problems.length === 0 && r.existing).length;
  return {
    _id: row.id,
    fileName: row.fileName,
    status: row.status as RosterImport['status'],
    unknownColumns,
    total: row.total,
    valid: rows.length - invalid - existing,
    invalid,
    existing,
    created: row.created,
    skipped: row.skipped,
    invited: row.invited,
    failed: row.failed,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...(withRows && { rows: rows.map((r) => shown(r, row.status)) }),
  };
}

/** Which of `emails` (lower-cased) have an account, a thousand a query (by the lower(email) index). */
export async function existingEmails(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const part = emails.slice(i, i + 1000);
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    for (const row of rows) found.add(row.email.toLowerCase());
  }
  return found;
}

export async function insertPreview(
  db: Executor,
  preview: { createdBy: string; fileName: string; unknownColumns: string[]; rows: RosterRow[] },
): Promise<ImportRow> {
  const [row] = await db
    .insert(rosterImports)
    .values({
      createdBy: preview.createdBy,
      fileName: preview.fileName,
      status: 'previewed',
      rows: [{ unknownColumns: preview.unknownColumns }, ...preview.rows],
      total: preview.rows.length,
    })
    .returning();
  return row!;
}

export async function findImport(db: Executor, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(rosterImports).where(eq(rosterImports.id, id));
  return row;
}

/** The import, locked until the transaction ends: one import run at a time. */
export async function lockImport(db: Executor, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(rosterImports).where(eq(rosterImports.id, id)).for('update');
  return row;
}

/** The import's job is queued: its accounts are being made. */
export async function markImporting(db: Executor, id: string): Promise<ImportRow> {
  const [row] = await db
    .update(rosterImports)
    .set({ status: 'importing', finishedAt: null })
    .where(eq(rosterImports.id, id))
    .returning();
  return row!;
}

/**
 * After a part of the accounts: each row's result and the counts added. After the last part the
 * invitations go out, or the import is done when none is left to send.
 */
export async function savePart(
  db: Executor,
  id: string,
  part: { unknownColumns: string[]; rows: StoredRow[]; created: number; skipped: number; last: boolean },
): Promise<ImportRow> {
  const r = rosterImports;
  const allSent = sql`${r.invited} + ${r.failed} >= ${r.created} + ${part.created}`;
  const [row] = await db
    .update(r)
    .set({
      rows: [{ unknownColumns: part.unknownColumns }, ...part.rows],
      created: sql`${r.created} + ${part.created}`,
      skipped: sql`${r.skipped} + ${part.skipped}`,
      ...(part.last && {
        status: sql`CASE WHEN ${allSent} THEN 'done' ELSE 'inviting' END`,
        finishedAt: sql`CASE WHEN ${allSent} THEN now() END`,
      }),
    })
    .where(eq(r.id, id))
    .returning();
  return row!;
}

/** When the import was made and its state: no rows read (its invitation jobs ask). */
export async function importHead(db: Executor, id: string) {
  const r = rosterImports;
  const [row] = await db.select({ createdAt: r.createdAt, status: r.status }).from(r).where(eq(r.id, id));
  return row;
}

/** One invitation sent: a counter only (the TOASTed rows are not rewritten). */
export async function countInvited(db: Executor, id: string): Promise<void> {
  await db
    .update(rosterImports)
    .set({ invited: sql`${rosterImports.invited} + 1` })
    .where(eq(rosterImports.id, id));
}

/**
 * One invitation that could not go out (rare): counted failed (no longer invited when its link
 * was counted) and its row marked, one rows rewrite; a row already marked counts nothing.
 */
export async function countFailed(db: Executor, id: string, index: number, counted: boolean): Promise<void> {
  const r = rosterImports;
  await db
    .update(r)
    .set({
      failed: sql`${r.failed} + 1`,
      ...(counted && { invited: sql`${r.invited} - 1` }),
      rows: sql`jsonb_set(${r.rows}, array[${String(index)}::text, 'inviteFailedAt'], to_jsonb(now()))`,
    })
    .where(sql`${r.id} = ${id} AND NOT jsonb_exists(${r.rows} -> ${index}::int, 'inviteFailedAt')`);
}

/** The import is done once every account it made was invited or failed (integers only). */
export async function finishInvites(db: Executor, id: string): Promise<boolean> {
  const r = rosterImports;
  const done = await db
    .update(r)
    .set({ status: 'done', finishedAt: sql`now()` })
    .where(sql`${r.id} = ${id} AND ${r.status} = 'inviting' AND ${r.invited} + ${r.failed} >= ${r.created}`)
    .returning({ id: r.id });
  return done.length > 0;
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** Up to `size` users after `after`, oldest first (the CSV export). */
export function exportBatch(db: Executor, after: { position: string; id: string } | undefined, size: number) {
  const u = users;
  return db
    .select({
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      institution: u.institution,
      country: u.country,
      passwordHash: u.passwordHash,
      deactivatedAt: u.deactivatedAt,
      createdAt: u.createdAt,
      lastLoginAt: u.lastLoginAt,
      position: positionColumn(u.createdAt),
    })
    .from(u)
    .where(after ? newerThan(u.createdAt, u.id, after) : undefined)
    .orderBy(asc(u.createdAt), asc(u.id))
    .limit(size);
}
