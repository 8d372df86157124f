import type { RosterImport, RosterRow } from '@atelier/contract/rosters';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { newerThan, positionColumn } from '../../../db/paging';
import { users } from '../../../db/schema/auth';
import { rosterImports } from '../../../db/schema/sign-in';

type ImportRow = typeof rosterImports.$inferSelect;

/** What a preview stores in `rows`: the rows, and the header cells it ignored (as the first entry). */
interface StoredRows {
  unknownColumns: string[];
  rows: RosterRow[];
}

export const storedRows = (row: ImportRow): StoredRows => {
  const [head, ...rows] = row.rows as [{ unknownColumns: string[] }, ...RosterRow[]];
  return { unknownColumns: head?.unknownColumns ?? [], rows };
};

export function toRosterImport(row: ImportRow): RosterImport {
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
    rows,
  };
}

/** Which of `emails` (lower-cased) have an account, a thousand a query. */
export async function existingEmails(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const part = emails.slice(i, i + 1000);
    const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, part));
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

/** After a run: each row's result and the counts; done at once when no invitation is to go out. */
export async function saveRun(
  db: Executor,
  id: string,
  run: { unknownColumns: string[]; rows: RosterRow[]; created: number; skipped: number },
): Promise<ImportRow> {
  const done = run.created === 0;
  const [row] = await db
    .update(rosterImports)
    .set({
      rows: [{ unknownColumns: run.unknownColumns }, ...run.rows],
      created: sql`${rosterImports.created} + ${run.created}`,
      skipped: run.skipped,
      status: done ? 'done' : 'importing',
      finishedAt: done ? sql`now()` : null,
    })
    .where(eq(rosterImports.id, id))
    .returning();
  return row!;
}

/**
 * Counts one invitation's outcome; the last one of the run marks the import done. Never counts
 * past the accounts made (a job run twice after a crash).
 */
export async function countInvite(db: Executor, id: string, sent: boolean): Promise<void> {
  const r = rosterImports;
  const outcome = sent ? { invited: sql`${r.invited} + 1` } : { failed: sql`${r.failed} + 1` };
  const last = sql`${r.invited} + ${r.failed} + 1 >= ${r.created}`;
  await db
    .update(r)
    .set({
      ...outcome,
      status: sql`CASE WHEN ${last} THEN 'done' ELSE ${r.status} END`,
      finishedAt: sql`CASE WHEN ${last} THEN now() ELSE ${r.finishedAt} END`,
    })
    .where(sql`${r.id} = ${id} AND ${r.invited} + ${r.failed} < ${r.created}`);
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
