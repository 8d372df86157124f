import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { assignmentSubmissions } from '../../../db/schema/assignments';
import { taskModels, taskSpecs } from '../../../db/schema/models';

export type SpecRow = typeof taskSpecs.$inferSelect;
/** A task's IDS as tasks show it: everything but the XML. */
export type SpecInfo = Omit<SpecRow, 'xml' | 'uploadedBy'>;
export type ModelRow = typeof taskModels.$inferSelect;

interface TaskRef {
  assignmentId: string;
  taskNumber: number;
}

const specInfo = {
  assignmentId: taskSpecs.assignmentId,
  taskNumber: taskSpecs.taskNumber,
  name: taskSpecs.name,
  title: taskSpecs.title,
  specifications: taskSpecs.specifications,
  required: taskSpecs.required,
  requirePass: taskSpecs.requirePass,
  uploadedAt: taskSpecs.uploadedAt,
};

const ofTask = (t: TaskRef) =>
  and(eq(taskSpecs.assignmentId, t.assignmentId), eq(taskSpecs.taskNumber, t.taskNumber));

/** The IDS of each task of these assignments, in one query. */
export async function specsOf(db: Executor, assignmentIds: string[]): Promise<SpecInfo[]> {
  if (assignmentIds.length === 0) return [];
  return db.select(specInfo).from(taskSpecs).where(inArray(taskSpecs.assignmentId, assignmentIds));
}

export async function findSpec(db: Executor, t: TaskRef): Promise<SpecRow | undefined> {
  const [row] = await db.select().from(taskSpecs).where(ofTask(t));
  return row;
}

/** Attaches a task's IDS, replacing the one it had. */
export async function saveSpec(tx: Tx, values: Omit<SpecRow, 'uploadedAt'>): Promise<SpecInfo> {
  const { name, title, specifications, required, requirePass, xml, uploadedBy } = values;
  const [row] = await tx
    .insert(taskSpecs)
    .values(values)
    .onConflictDoUpdate({
      target: [taskSpecs.assignmentId, taskSpecs.taskNumber],
      set: { name, title, specifications, required, requirePass, xml, uploadedBy, uploadedAt: sql`now()` },
    })
    .returning(specInfo);
  return row!;
}

export async function deleteSpec(tx: Tx, t: TaskRef): Promise<boolean> {
  const gone = await tx.delete(taskSpecs).where(ofTask(t)).returning({ n: taskSpecs.taskNumber });
  return gone.length > 0;
}

/** A model with the submission it belongs to (its owner and assignment). */
export async function findModel(db: Executor, modelId: string) {
  const [row] = await db
    .select({
      model: taskModels,
      userId: assignmentSubmissions.userId,
      assignmentId: assignmentSubmissions.assignmentId,
    })
    .from(taskModels)
    .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, taskModels.submissionId))
    .where(eq(taskModels.id, modelId));
  return row;
}

const draftsOf = (submissionId: string, taskNumber: number) =>
  and(
    eq(taskModels.submissionId, submissionId),
    eq(taskModels.taskNumber, taskNumber),
    isNull(taskModels.revision),
  );

/** The member's latest draft of a task: the model uploaded last and not submitted. */
export async function latestDraft(db: Executor, submissionId: string, taskNumber: number) {
  const [row] = await db
    .select()
    .from(taskModels)
    .where(draftsOf(submissionId, taskNumber))
    .orderBy(desc(taskModels.createdAt), desc(taskModels.id))
    .limit(1);
  return row;
}

/** Removes the task's drafts (a new upload replaces them); answers their files' keys. */
export async function deleteDrafts(tx: Tx, submissionId: string, taskNumber: number): Promise<string[]> {
  const gone = await tx
    .delete(taskModels)
    .where(draftsOf(submissionId, taskNumber))
    .returning({ key: taskModels.key, summaryKey: taskModels.summaryKey });
  return gone.flatMap((g) => [g.key, g.summaryKey].filter((k): k is string => k !== null));
}

export async function insertModel(
  tx: Tx,
  values: { submissionId: string; taskNumber: number; key: string; name: string; bytes: number },
): Promise<ModelRow> {
  const [row] = await tx.insert(taskModels).values(values).returning();
  return row!;
}

/** Every draft of the task, in every submission of the assignment, queued to be checked again; answers their ids. */
export async function requeueDrafts(tx: Tx, t: TaskRef): Promise<string[]> {
  const rows = await tx
    .update(taskModels)
    .set({ status: 'queued', error: null })
    .where(
      and(
        eq(taskModels.taskNumber, t.taskNumber),
        isNull(taskModels.revision),
        inArray(
          taskModels.submissionId,
          tx
            .select({ id: assignmentSubmissions.id })
            .from(assignmentSubmissions)
            .where(eq(assignmentSubmissions.assignmentId, t.assignmentId)),
        ),
      ),
    )
    .returning({ id: taskModels.id });
  return rows.map((r) => r.id);
}

/**
 * Marks a queued model as being read; answers it with its member and its task's IDS XML (null without one), or
 * undefined when it is gone or read already (a job run twice).
 */
export async function startReading(db: Executor, modelId: string) {
  const [row] = await db
    .update(taskModels)
    .set({ status: 'reading' })
    .where(and(eq(taskModels.id, modelId), inArray(taskModels.status, ['queued', 'reading'])))
    .returning();
  if (!row) return undefined;
  const [found] = await db
    .select({ userId: assignmentSubmissions.userId, xml: taskSpecs.xml })
    .from(assignmentSubmissions)
    .leftJoin(
      taskSpecs,
      and(
        eq(taskSpecs.assignmentId, assignmentSubmissions.assignmentId),
        eq(taskSpecs.taskNumber, row.taskNumber),
      ),
    )
    .where(eq(assignmentSubmissions.id, row.submissionId));
  return { model: row, userId: found!.userId, idsXml: found!.xml ?? null };
}

export type ReadResult =
  | {
      status: 'ready';
      schema: string;
      outline: ModelRow['outline'];
      report: ModelRow['report'];
      summaryKey: string;
    }
  | { status: 'failed'; error: string };

/**
 * Writes a reading while the model is still being read (a new IDS meanwhile queued it again: the
 * next reading writes). Answers the summary it replaced, or undefined when nothing was written.
 */
export async function finishReading(
  tx: Tx,
  modelId: string,
  result: ReadResult,
): Promise<{ replacedSummary: string | null } | undefined> {
  const [before] = await tx
    .select({ summaryKey: taskModels.summaryKey })
    .from(taskModels)
    .where(and(eq(taskModels.id, modelId), eq(taskModels.status, 'reading')))
    .for('update');
  if (!before) return undefined;
  const values =
    result.status === 'ready'
      ? { ...result, error: null, checkedAt: new Date() }
      : { ...result, report: null, summaryKey: null, checkedAt: new Date() };
  await tx.update(taskModels).set(values).where(eq(taskModels.id, modelId));
  return { replacedSummary: before.summaryKey };
}

/** Names the revision a draft was submitted as; false when it was submitted already. */
export async function markSubmitted(tx: Tx, modelId: string, revision: number): Promise<boolean> {
  const rows = await tx
    .update(taskModels)
    .set({ revision })
    .where(and(eq(taskModels.id, modelId), isNull(taskModels.revision)))
    .returning({ id: taskModels.id });
  return rows.length > 0;
}
