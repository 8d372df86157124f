import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt, ownedBy, doneBy, timestamps } from './columns';
import { users } from './auth';

export interface AssignmentTaskColumn {
  taskNumber: number;
  code: string;
  instructions: string;
  hints: string[];
  /** What the task takes (issue 27); absent in tasks written before: images. */
  accepts?: 'images' | 'pdf' | 'both' | 'model';
  /** The least number of files (absent: the spec's five). */
  minFiles?: number;
}

/** An assignment (spec-2 §3); its tasks are JSON, always read and written with it. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    brief: text('brief').notNull(),
    type: text('type').notNull().default(''),
    evaluation: text('evaluation').notNull().default(''),
    allocatedIn: text('allocated_in').notNull().default(''),
    submissionType: text('submission_type').notNull().default(''),
    output: text('output').notNull().default(''),
    generalNotes: text('general_notes').array().notNull().default([]),
    /** The cover in storage (`assignments/…`), or null. */
    imageKey: text('image_key'),
    isLocked: boolean('is_locked').notNull().default(false),
    tasks: jsonb('tasks').$type<AssignmentTaskColumn[]>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('assignments_code_idx').on(t.code), index('assignments_created_idx').on(t.createdAt)],
);

/** A member's work on one assignment: one per member and assignment. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: id(),
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assignment_submissions_member_idx').on(t.assignmentId, t.userId)],
);

/**
 * One task of a submission once the member has sent it: `submitted` (complete), then `accepted`
 * or `changes_requested` (open again for the member) by an admin's review.
 */
export const submissionTasks = pgTable(
  'submission_tasks',
  {
    submissionId: ownedBy('submission_id', () => assignmentSubmissions.id),
    taskNumber: integer('task_number').notNull(),
    /** The latest revision (1, 2, …): each resubmission is a new one (submission_revisions keeps them all). */
    revision: integer('revision').notNull().default(1),
    status: text('status', { enum: ['submitted', 'accepted', 'changes_requested'] }).notNull(),
    uploadedToDrive: boolean('uploaded_to_drive').notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    feedback: text('feedback'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: doneBy('reviewed_by', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.taskNumber] })],
);

/**
 * The files of each revision of a submitted task, in the order they were sent: images and PDF sheet
 * sets. A resubmission adds the files of its revision; those of earlier ones stay, read-only.
 */
export const submissionFiles = pgTable(
  'submission_files',
  {
    key: text('key').primaryKey(),
    /** What pins name (the key is storage's, never shown). */
    id: uuid('id').notNull().defaultRandom().unique(),
    submissionId: ownedBy('submission_id', () => assignmentSubmissions.id),
    taskNumber: integer('task_number').notNull(),
    revision: integer('revision').notNull().default(1),
    position: integer('position').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['image', 'pdf', 'model'] })
      .notNull()
      .default('image'),
    /** Pages of a PDF, 1 for an image. */
    pages: integer('pages').notNull().default(1),
    /** An image's pixels as shown (null for a PDF, and for images sent before they were measured). */
    width: integer('width'),
    height: integer('height'),
    /** The file name it was sent with, cleaned, for the reviewer's list and the record. */
    name: text('name').notNull().default(''),
    /** A smaller copy of a large image, shown first; null when the image fits a screen. */
    previewKey: text('preview_key'),
    /** A model (kind `model`): its reading and report (task_models; the key is the model's own). */
    modelId: uuid('model_id'),
    createdAt: createdAt(),
  },
  (t) => [index('submission_files_task_idx').on(t.submissionId, t.taskNumber, t.revision, t.position)],
);
