import { ASSIGNMENT_LIMITS, type AssignmentTask, type TaskStatus } from '@atelier/contract/assignments';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { updateById } from '../../db/rows';
import { users } from '../../db/schema/auth';
import { submissionRevisions } from '../../db/schema/reviews';
import {
  assignments,
  assignmentSubmissions,
  submissionFiles,
  submissionTasks,
  type AssignmentTaskColumn,
} from '../../db/schema/assignments';

export type AssignmentRow = typeof assignments.$inferSelect;

export interface AssignmentValues {
  code: string;
  title: string;
  brief: string;
  type: string;
  evaluation: string;
  allocatedIn: string;
  submissionType: string;
  output: string;
  generalNotes: string[];
  tasks: AssignmentTaskColumn[];
}

/** A task of a submission as the store reads it: files are storage keys, turned into links by the route. */
export interface StoredTaskProgress {
  taskNumber: number;
  isComplete: boolean;
  status: TaskStatus;
  uploadedToDrive: boolean;
  submittedAt: string | null;
  files: { key: string; bytes: number }[];
  feedback: string | null;
  reviewedAt: string | null;
}

/** A task as read: tasks written before issue 27 say nothing of their files (images, the spec's five). */
export const taskWithDefaults = (task: AssignmentTaskColumn): AssignmentTask => ({
  ...task,
  accepts: task.accepts ?? 'images',
  minFiles: task.minFiles ?? ASSIGNMENT_LIMITS.minFiles,
  ids: null,
});

export interface StoredSubmission {
  _id: string;
  assignmentId: string;
  userId: string;
  tasks: AssignmentTask[];
  taskProgress: StoredTaskProgress[];
  createdAt: string;
}

/** Submitted or accepted; a task whose changes were requested is open again. */
export const isComplete = (status: TaskStatus | undefined) => status === 'submitted' || status === 'accepted';

export async function listAssignments(db: Executor): Promise<AssignmentRow[]> {
  return db.select().from(assignments).orderBy(desc(assignments.createdAt), desc(assignments.id));
}

export async function findAssignment(db: Executor, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row;
}

/** The new assignment, or undefined when its code is taken. */
export async function insertAssignment(
  db: Executor,
  values: AssignmentValues & { imageKey: string | null },
): Promise<AssignmentRow | undefined> {
  const [row] = await db.insert(assignments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The changed assignment and the cover it replaced; undefined when there is none, 'taken' for a code in use. */
export async function updateAssignment(
  tx: Tx,
  id: string,
  values: AssignmentValues & { imageKey?: string },
): Promise<{ row: AssignmentRow; replacedImage: string | null } | 'taken' | undefined> {
  const [before] = await tx.select().from(assignments).where(eq(assignments.id, id)).for('update');
  if (!before) return undefined;
  const [clash] = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.code, values.code), sql`${assignments.id} <> ${id}`));
  if (clash) return 'taken';
  const row = await updateById(tx, assignments, id, { ...values, updatedAt: new Date() });
  const replacedImage =
    values.imageKey !== undefined && before.imageKey !== values.imageKey ? before.imageKey : null;
  return { row: row!, replacedImage };
}

export async function toggleLock(db: Executor, id: string): Promise<boolean | undefined> {
  const row = await updateById(db, assignments, id, {
    isLocked: sql`NOT ${assignments.isLocked}`,
    updatedAt: new Date(),
  });
  return row?.isLocked;
}

/** How many tasks each assignment's submission by `userId` has complete, by assignment id. */
export async function progressOf(db: Executor, userId: string): Promise<Map<string, number[]>> {
  const rows = await db
    .select({
      assignmentId: assignmentSubmissions.assignmentId,
      taskNumber: submissionTasks.taskNumber,
      status: submissionTasks.status,
    })
    .from(assignmentSubmissions)
    .leftJoin(submissionTasks, eq(submissionTasks.submissionId, assignmentSubmissions.id))
    .where(eq(assignmentSubmissions.userId, userId));
  const done = new Map<string, number[]>();
  for (const row of rows) {
    const list = done.get(row.assignmentId) ?? [];
    if (row.taskNumber !== null && isComplete(row.status ?? undefined)) list.push(row.taskNumber);
    done.set(row.assignmentId, list);
  }
  return done;
}

/** The member's submission of the assignment, made if there is none (starting twice gives the same one). */
export async function startSubmission(db: Executor, assignmentId: string, userId: string): Promise<string> {
  await db.insert(assignmentSubmissions).values({ assignmentId, userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: assignmentSubmissions.id })
    .from(assignmentSubmissions)
    .where(
      and(eq(assignmentSubmissions.assignmentId, assignmentId), eq(assignmentSubmissions.userId, userId)),
    );
  return row!.id;
}

export async function findSubmissionOf(
  db: Executor,
  assignmentId: string,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: assignmentSubmissions.id })
    .from(assignmentSubmissions)
    .where(
      and(eq(assignmentSubmissions.assignmentId, assignmentId), eq(assignmentSubmissions.userId, userId)),
    );
  return row?.id;
}

/** A submission's owner and its assignment. */
export async function findSubmission(db: Executor, submissionId: string) {
  const [row] = await db
    .select({ userId: assignmentSubmissions.userId, assignment: assignments })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .where(eq(assignmentSubmissions.id, submissionId));
  return row;
}

/** Submissions with every task's progress and files, in three queries however many there are. */
export async function loadSubmissions(
  db: Executor,
  where: { submissionIds: string[] },
): Promise<StoredSubmission[]> {
  if (where.submissionIds.length === 0) return [];
  const [subs, tasks, files] = await Promise.all([
    db
      .select({ s: assignmentSubmissions, tasks: assignments.tasks })
      .from(assignmentSubmissions)
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .where(inArray(assignmentSubmissions.id, where.submissionIds))
      .orderBy(asc(assignmentSubmissions.createdAt)),
    db.select().from(submissionTasks).where(inArray(submissionTasks.submissionId, where.submissionIds)),
    db
      .select()
      .from(submissionFiles)
      .where(inArray(submissionFiles.submissionId, where.submissionIds))
      .orderBy(asc(submissionFiles.taskNumber), asc(submissionFiles.position)),
  ]);
  return subs.map(({ s, tasks: assignmentTasks }) => {
    const mine = tasks.filter((t) => t.submissionId === s.id);
    return {
      _id: s.id,
      assignmentId: s.assignmentId,
      userId: s.userId,
      tasks: assignmentTasks.map(taskWithDefaults),
      createdAt: s.createdAt.toISOString(),
      taskProgress: assignmentTasks.map((task) => {
        const sent = mine.find((t) => t.taskNumber === task.taskNumber);
        return {
          taskNumber: task.taskNumber,
          isComplete: isComplete(sent?.status),
          status: sent?.status ?? 'open',
          uploadedToDrive: sent?.uploadedToDrive ?? false,
          submittedAt: sent ? sent.submittedAt.toISOString() : null,
          files: files
            // The current revision's files; earlier ones are the review's (review/).
            .filter(
              (f) =>
                f.submissionId === s.id && f.taskNumber === task.taskNumber && f.revision === sent?.revision,
            )
            .map((f) => ({ key: f.key, bytes: f.bytes })),
          feedback: sent?.feedback ?? null,
          reviewedAt: sent?.reviewedAt ? sent.reviewedAt.toISOString() : null,
        };
      }),
    };
  });
}

export async function submissionsOfAssignment(db: Executor, assignmentId: string) {
  return db
    .select({
      id: assignmentSubmissions.id,
      member: { _id: users.id, name: users.name, email: users.email, avatar: users.avatar },
    })
    .from(assignmentSubmissions)
    .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
    .where(eq(assignmentSubmissions.assignmentId, assignmentId))
    .orderBy(asc(users.name));
}

/** The state of each sent task of a submission, by task number. */
export async function taskStates(db: Executor, submissionId: string): Promise<Map<number, TaskStatus>> {
  const rows = await db
    .select({ taskNumber: submissionTasks.taskNumber, status: submissionTasks.status })
    .from(submissionTasks)
    .where(eq(submissionTasks.submissionId, submissionId));
  return new Map(rows.map((r) => [r.taskNumber, r.status]));
}

/** A file of a sent task as it is recorded (its facts read from its bytes: review/task-files.ts). */
export interface SentFile {
  key: string;
  bytes: number;
  name: string;
  kind: 'image' | 'pdf' | 'model';
  pages: number;
  width: number | null;
  height: number | null;
  previewKey: string | null;
  /** A model's reading and report (kind `model`). */
  modelId?: string;
}

/**
 * Records a sent task with its files as a new revision (in the action's transaction): only while
 * the task is open (never sent, or changes requested), so two tabs sending at once record one. The
 * files of earlier revisions stay, read-only, with their pins. Answers the revision written, or
 * undefined when the task was complete already.
 */
export async function recordTask(
  tx: Tx,
  submissionId: string,
  taskNumber: number,
  files: SentFile[],
): Promise<{ revision: number } | undefined> {
  const [written] = await tx
    .insert(submissionTasks)
    .values({ submissionId, taskNumber, status: 'submitted', uploadedToDrive: true, revision: 1 })
    .onConflictDoUpdate({
      target: [submissionTasks.submissionId, submissionTasks.taskNumber],
      set: {
        status: 'submitted',
        uploadedToDrive: true,
        submittedAt: sql`now()`,
        revision: sql`${submissionTasks.revision} + 1`,
      },
      setWhere: eq(submissionTasks.status, 'changes_requested'),
    })
    .returning({ revision: submissionTasks.revision });
  if (!written) return undefined;
  const { revision } = written;
  await tx.insert(submissionRevisions).values({ submissionId, taskNumber, revision, status: 'submitted' });
  await tx
    .insert(submissionFiles)
    .values(files.map((f, position) => ({ ...f, submissionId, taskNumber, revision, position })));
  return { revision };
}

/** An admin's review of a complete task; false when the task is not complete. */
export async function reviewTask(
  db: Executor,
  submissionId: string,
  taskNumber: number,
  review: { status: 'accepted' | 'changes_requested'; comment: string; by: string },
): Promise<boolean> {
  const decided = {
    status: review.status,
    feedback: review.comment || null,
    reviewedAt: new Date(),
    reviewedBy: review.by,
  };
  const [changed] = await db
    .update(submissionTasks)
    .set(decided)
    .where(
      and(
        eq(submissionTasks.submissionId, submissionId),
        eq(submissionTasks.taskNumber, taskNumber),
        inArray(submissionTasks.status, ['submitted', 'accepted']),
      ),
    )
    .returning({ revision: submissionTasks.revision });
  if (!changed) return false;
  // The revision reviewed keeps the decision too, for the review's history and record.
  await db
    .update(submissionRevisions)
    .set(decided)
    .where(
      and(
        eq(submissionRevisions.submissionId, submissionId),
        eq(submissionRevisions.taskNumber, taskNumber),
        eq(submissionRevisions.revision, changed.revision),
      ),
    );
  return true;
}
