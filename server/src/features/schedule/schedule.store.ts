import type { ScheduleEntry, ScheduleFields, ScheduleKind } from '@atelier/contract/schedule';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { appSecrets } from '../../db/schema/secrets';
import { loadSecret } from '../../db/secrets';
import { scheduleEntries } from '../../db/schema/schedule';
import { countOf, deleteById, pick, updateById } from '../../db/rows';

type EntryRow = typeof scheduleEntries.$inferSelect;

/** An entry as the API answers it, with the time it last changed (the feed's DTSTAMP). */
export type StoredEntry = ScheduleEntry & { updatedAt: Date };

/** The columns an entry answers as they are stored. */
const STORED_AS_ANSWERED = [
  'date',
  'endDate',
  'startTime',
  'endTime',
  'title',
  'tags',
  'location',
  'meetingDetails',
  'zoomLink',
  'recLink',
  'updatedAt',
] as const;

function toEntry(row: EntryRow): StoredEntry {
  return {
    _id: row.id,
    ...pick(row, STORED_AS_ANSWERED),
    kind: row.kind as ScheduleKind,
  };
}

/** Every entry by day, all-day entries before timed ones, then by start time and title. */
export async function listEntries(db: Executor): Promise<StoredEntry[]> {
  const rows = await db
    .select()
    .from(scheduleEntries)
    .orderBy(
      asc(scheduleEntries.date),
      sql`${scheduleEntries.startTime} ASC NULLS FIRST`,
      asc(scheduleEntries.title),
      asc(scheduleEntries.id),
    );
  return rows.map(toEntry);
}

export async function countEntries(db: Executor): Promise<number> {
  return countOf(db, scheduleEntries);
}

export async function insertEntry(db: Executor, fields: ScheduleFields): Promise<StoredEntry> {
  const [row] = await db.insert(scheduleEntries).values(fields).returning();
  return toEntry(row!);
}

/** Undefined when there is no such entry. */
export async function updateEntry(
  db: Executor,
  id: string,
  fields: ScheduleFields,
): Promise<StoredEntry | undefined> {
  const row = await updateById(db, scheduleEntries, id, { ...fields, updatedAt: sql`now()` });
  return row && toEntry(row);
}

/** Whether there was such an entry. */
export async function deleteEntry(db: Executor, id: string): Promise<boolean> {
  return deleteById(db, scheduleEntries, id);
}

/** The role and standing of the user a calendar link was made for; undefined when there is none. */
/** The feed link's holder, with what its signature covers beside the id (see feedKey). */
export async function findFeedUser(
  db: Executor,
  id: string,
): Promise<{ role: string; deactivated: boolean; passwordHash: string } | undefined> {
  const [row] = await db
    .select({ role: users.role, deactivatedAt: users.deactivatedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return row
    ? { role: row.role, deactivated: row.deactivatedAt !== null, passwordHash: row.passwordHash }
    : undefined;
}

const feedKeyName = (userId: string) => `schedule-feed:${userId}`;

/** The user's own feed key, made on first use; resetting it ends every link made with the old one. */
export const feedKey = (db: Executor, userId: string) => loadSecret(db, feedKeyName(userId));

export async function resetFeedKey(db: Executor, userId: string): Promise<void> {
  await db.delete(appSecrets).where(eq(appSecrets.name, feedKeyName(userId)));
}
