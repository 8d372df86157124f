import { youtubeEmbedUrl, type Summary, type SummaryFields } from '@atelier/contract/summaries';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countOf, deleteById, iso, pick, updateById } from '../../db/rows';
import { sessionSummaries } from '../../db/schema/summaries';

type SummaryRow = typeof sessionSummaries.$inferSelect;

/** What an admin writes: the summary's fields without the caller's `userId`. */
export type SummaryValues = Omit<SummaryFields, 'userId'>;

/** The fields an admin writes, and only those (a row's or a request's). */
const columns = (values: SummaryValues) => ({
  ...pick(values, ['sessionTitle', 'sessionDate', 'coverImage', 'recordingLink', 'tag']),
  summaryText: values.summaryText.map((s) => ({ heading: s.heading, description: s.description })),
});

function toSummary(row: SummaryRow): Summary {
  return {
    _id: row.id,
    ...columns(row),
    embedUrl: youtubeEmbedUrl(row.recordingLink),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Every summary, the newest session first (the latest written first among one day's). */
export async function listSummaries(db: Executor): Promise<Summary[]> {
  const rows = await db
    .select()
    .from(sessionSummaries)
    .orderBy(desc(sessionSummaries.sessionDate), desc(sessionSummaries.createdAt), desc(sessionSummaries.id));
  return rows.map(toSummary);
}

export async function findSummary(db: Executor, id: string): Promise<Summary | undefined> {
  const [row] = await db.select().from(sessionSummaries).where(eq(sessionSummaries.id, id));
  return row ? toSummary(row) : undefined;
}

export async function countSummaries(db: Executor): Promise<number> {
  return countOf(db, sessionSummaries);
}

export async function insertSummary(
  db: Executor,
  values: SummaryValues,
  createdBy: string | null,
): Promise<Summary> {
  const [row] = await db
    .insert(sessionSummaries)
    .values({ ...columns(values), createdBy })
    .returning();
  return toSummary(row!);
}

/** Undefined when there is no such summary. */
export async function updateSummary(
  db: Executor,
  id: string,
  values: SummaryValues,
): Promise<Summary | undefined> {
  const row = await updateById(db, sessionSummaries, id, { ...columns(values), updatedAt: sql`now()` });
  return row && toSummary(row);
}

/** Whether there was such a summary. */
export async function deleteSummary(db: Executor, id: string): Promise<boolean> {
  return deleteById(db, sessionSummaries, id);
}
