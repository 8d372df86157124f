import { youtubeEmbedUrl, type Summary, type SummaryFields } from '@atelier/contract/summaries';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionSummaries } from '../../db/schema/summaries';

type SummaryRow = typeof sessionSummaries.$inferSelect;

/** What an admin writes: the summary's fields without the caller's `userId`. */
export type SummaryValues = Omit<SummaryFields, 'userId'>;

function toSummary(row: SummaryRow): Summary {
  return {
    _id: row.id,
    sessionTitle: row.sessionTitle,
    sessionDate: row.sessionDate,
    coverImage: row.coverImage,
    recordingLink: row.recordingLink,
    embedUrl: youtubeEmbedUrl(row.recordingLink),
    tag: row.tag,
    summaryText: row.summaryText.map((s) => ({ heading: s.heading, description: s.description })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = (values: SummaryValues) => ({
  sessionTitle: values.sessionTitle,
  sessionDate: values.sessionDate,
  coverImage: values.coverImage,
  recordingLink: values.recordingLink,
  tag: values.tag,
  summaryText: values.summaryText.map((s) => ({ heading: s.heading, description: s.description })),
});

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
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessionSummaries);
  return row!.n;
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
  const [row] = await db
    .update(sessionSummaries)
    .set({ ...columns(values), updatedAt: sql`now()` })
    .where(eq(sessionSummaries.id, id))
    .returning();
  return row ? toSummary(row) : undefined;
}

/** Whether there was such a summary. */
export async function deleteSummary(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessionSummaries)
    .where(eq(sessionSummaries.id, id))
    .returning({ id: sessionSummaries.id });
  return rows.length > 0;
}
