import type { PinPlace, PinStatus } from '@atelier/contract/reviews';
import { and, asc, count, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { assignmentSubmissions, submissionFiles, submissionTasks } from '../../../db/schema/assignments';
import { users } from '../../../db/schema/auth';
import { taskModels } from '../../../db/schema/models';
import { pinComments, reviewPins, submissionRevisions } from '../../../db/schema/reviews';

export type PinRow = typeof reviewPins.$inferSelect;
export type FileRow = typeof submissionFiles.$inferSelect;
export type RevisionRow = typeof submissionRevisions.$inferSelect;

export interface CommentRow {
  id: string;
  pinId: string;
  body: string;
  createdAt: Date;
  /** null when the author's account is gone. */
  author: { _id: string; name: string; role: string } | null;
}

interface TaskKey {
  submissionId: string;
  taskNumber: number;
}

const ofTask = (table: typeof reviewPins | typeof submissionFiles | typeof submissionRevisions, t: TaskKey) =>
  and(eq(table.submissionId, t.submissionId), eq(table.taskNumber, t.taskNumber));

/** The task as it stands now (its current revision), or undefined before its first submission. */
export async function currentTask(db: Executor, t: TaskKey) {
  const [row] = await db
    .select({ revision: submissionTasks.revision, status: submissionTasks.status })
    .from(submissionTasks)
    .where(
      and(eq(submissionTasks.submissionId, t.submissionId), eq(submissionTasks.taskNumber, t.taskNumber)),
    );
  return row;
}

/** Every revision of a task with its files, and every pin with its thread, oldest first. */
export async function taskReview(db: Executor, t: TaskKey) {
  const [revisions, files, pins] = await Promise.all([
    db
      .select()
      .from(submissionRevisions)
      .where(ofTask(submissionRevisions, t))
      .orderBy(asc(submissionRevisions.revision)),
    db
      .select()
      .from(submissionFiles)
      .where(ofTask(submissionFiles, t))
      .orderBy(asc(submissionFiles.revision), asc(submissionFiles.position)),
    db.select().from(reviewPins).where(ofTask(reviewPins, t)).orderBy(asc(reviewPins.number)),
  ]);
  const comments = await commentsOf(
    db,
    pins.map((p) => p.id),
  );
  return { revisions, files, pins, comments };
}

/** The threads of these pins, oldest comment first, each with its author as they are now. */
export async function commentsOf(db: Executor, pinIds: string[]): Promise<CommentRow[]> {
  if (pinIds.length === 0) return [];
  return db
    .select({
      id: pinComments.id,
      pinId: pinComments.pinId,
      body: pinComments.body,
      createdAt: pinComments.createdAt,
      author: { _id: users.id, name: users.name, role: users.role },
    })
    .from(pinComments)
    .leftJoin(users, eq(users.id, pinComments.authorId))
    .where(inArray(pinComments.pinId, pinIds))
    .orderBy(asc(pinComments.createdAt), asc(pinComments.id));
}

/** A file of this task (any revision), or undefined when the id names none of it. */
export async function fileOfTask(db: Executor, t: TaskKey, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(submissionFiles)
    .where(and(ofTask(submissionFiles, t), eq(submissionFiles.id, fileId)));
  return row;
}

/**
 * Locks the task's row for the rest of the transaction: pins of one task are numbered one after
 * another, so two reviewers pinning at once take turns. Answers the current revision.
 */
export async function lockTask(tx: Tx, t: TaskKey) {
  const [row] = await tx
    .select({ revision: submissionTasks.revision, status: submissionTasks.status })
    .from(submissionTasks)
    .where(
      and(eq(submissionTasks.submissionId, t.submissionId), eq(submissionTasks.taskNumber, t.taskNumber)),
    )
    .for('update');
  return row;
}

export async function pinCount(db: Executor, t: TaskKey & { revision: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewPins)
    .where(and(ofTask(reviewPins, t), eq(reviewPins.revision, t.revision)));
  return row?.n ?? 0;
}

/** Where a 3D pin looks from: its element, the camera, and the stored snapshot. */
export type ModelPinPlace = Pick<PinRow, 'globalId' | 'camera' | 'snapshotKey'>;

/** A new pin with its first comment, numbered after the task's last one. */
export async function insertPin(
  tx: Tx,
  pin: TaskKey & { revision: number; fileId: string; createdBy: string; comment: string } & PinPlace &
    Partial<ModelPinPlace>,
): Promise<PinRow> {
  const [last] = await tx
    .select({ n: max(reviewPins.number) })
    .from(reviewPins)
    .where(ofTask(reviewPins, pin));
  const { comment, ...place } = pin;
  const [row] = await tx
    .insert(reviewPins)
    .values({ ...place, w: place.w ?? null, h: place.h ?? null, number: (last?.n ?? 0) + 1 })
    .returning();
  await tx.insert(pinComments).values({ pinId: row!.id, authorId: pin.createdBy, body: comment });
  return row!;
}

/** A pin with the submission it belongs to and that submission's member. */
export async function findPin(db: Executor, pinId: string) {
  const [row] = await db
    .select({
      pin: reviewPins,
      memberId: assignmentSubmissions.userId,
      assignmentId: assignmentSubmissions.assignmentId,
    })
    .from(reviewPins)
    .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, reviewPins.submissionId))
    .where(eq(reviewPins.id, pinId));
  return row;
}

export async function insertComment(tx: Tx, comment: { pinId: string; authorId: string; body: string }) {
  await tx.insert(pinComments).values(comment);
}

/** Resolves or reopens a pin; undefined when it already was so (nothing changes). */
export async function setPinStatus(
  tx: Tx,
  pinId: string,
  to: PinStatus,
  by: { userId: string; note?: string },
): Promise<PinRow | undefined> {
  const resolved = to === 'resolved';
  const [row] = await tx
    .update(reviewPins)
    .set({
      status: to,
      resolvedAt: resolved ? new Date() : null,
      resolvedBy: resolved ? by.userId : null,
      resolutionNote: resolved ? by.note || null : null,
    })
    .where(and(eq(reviewPins.id, pinId), sql`${reviewPins.status} <> ${to}`))
    .returning();
  return row;
}

/**
 * The open pins of a task, whichever revision they were put on (a pin stays open across a
 * resubmission until a reviewer resolves it), by revision and number.
 */
export async function openPins(db: Executor, t: TaskKey): Promise<PinRow[]> {
  return db
    .select()
    .from(reviewPins)
    .where(and(ofTask(reviewPins, t), eq(reviewPins.status, 'open')))
    .orderBy(asc(reviewPins.revision), asc(reviewPins.number));
}

/** Resolves every open pin of a task with one note (an accept that closes them). */
export async function resolveOpenPins(tx: Tx, t: TaskKey, by: { userId: string; note: string }) {
  return tx
    .update(reviewPins)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: by.userId, resolutionNote: by.note })
    .where(and(ofTask(reviewPins, t), eq(reviewPins.status, 'open')))
    .returning({ id: reviewPins.id });
}

/** The admins who pinned, replied on or reviewed a submission: those a member's reply or resubmission concerns. */
export async function reviewersOf(db: Executor, submissionId: string): Promise<string[]> {
  const pinners = db
    .select({ id: reviewPins.createdBy })
    .from(reviewPins)
    .where(eq(reviewPins.submissionId, submissionId));
  const repliers = db
    .select({ id: pinComments.authorId })
    .from(pinComments)
    .innerJoin(reviewPins, eq(reviewPins.id, pinComments.pinId))
    .where(eq(reviewPins.submissionId, submissionId));
  const reviewers = db
    .select({ id: submissionRevisions.reviewedBy })
    .from(submissionRevisions)
    .where(eq(submissionRevisions.submissionId, submissionId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        or(inArray(users.id, pinners), inArray(users.id, repliers), inArray(users.id, reviewers)),
      ),
    );
  return rows.map((r) => r.id);
}

/** The pin's state, its row locked for the rest of the transaction. */
export async function lockPin(tx: Tx, pinId: string) {
  const [row] = await tx
    .select({ status: reviewPins.status })
    .from(reviewPins)
    .where(eq(reviewPins.id, pinId))
    .for('update');
  return row;
}

/** The member a submission belongs to. */
export async function memberOf(db: Executor, submissionId: string) {
  const [row] = await db
    .select({ _id: users.id, name: users.name })
    .from(assignmentSubmissions)
    .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
    .where(eq(assignmentSubmissions.id, submissionId));
  return row!;
}

export type TaskModelRow = typeof taskModels.$inferSelect;

/** Every model uploaded for a task (drafts and submitted ones), in one query. */
export async function modelsOfTask(db: Executor, t: TaskKey): Promise<TaskModelRow[]> {
  return db
    .select()
    .from(taskModels)
    .where(and(eq(taskModels.submissionId, t.submissionId), eq(taskModels.taskNumber, t.taskNumber)));
}

/** The model files of a task, every revision, oldest first. */
export async function modelFilesOf(db: Executor, t: TaskKey): Promise<FileRow[]> {
  return db
    .select()
    .from(submissionFiles)
    .where(and(ofTask(submissionFiles, t), eq(submissionFiles.kind, 'model')))
    .orderBy(asc(submissionFiles.revision), asc(submissionFiles.position));
}

/** The names of these accounts, by id (a deleted account has none). */
export async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
