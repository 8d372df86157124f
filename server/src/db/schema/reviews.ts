import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assignmentSubmissions, submissionFiles } from './assignments';
import { users } from './auth';
import { at, createdAt, doneBy, id, ownedBy } from './columns';

/**
 * Design review (issue 27, docs/decisions/028): every revision of a submitted task, pins placed on
 * its files, and each pin's thread. submission_tasks keeps the current state of a task; a review
 * writes it and its current revision together.
 */
export const submissionRevisions = pgTable(
  'submission_revisions',
  {
    submissionId: ownedBy('submission_id', () => assignmentSubmissions.id),
    taskNumber: integer('task_number').notNull(),
    revision: integer('revision').notNull(),
    status: text('status', { enum: ['submitted', 'accepted', 'changes_requested'] }).notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    feedback: text('feedback'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: doneBy('reviewed_by', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.taskNumber, t.revision] })],
);

/** A reviewer's pin on a file (or a PDF page): a point, or a box when it has a width and height (0…1 of the page). */
export const reviewPins = pgTable(
  'review_pins',
  {
    id: id(),
    submissionId: ownedBy('submission_id', () => assignmentSubmissions.id),
    taskNumber: integer('task_number').notNull(),
    revision: integer('revision').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => submissionFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull().default(1),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    w: doublePrecision('w'),
    h: doublePrecision('h'),
    /** A pin on a model (issue 28): its element, the camera (model coordinates, Z up) and the view's PNG in storage. */
    globalId: text('global_id'),
    camera: jsonb('camera').$type<{ position: [number, number, number]; target: [number, number, number] }>(),
    snapshotKey: text('snapshot_key'),
    /** 1, 2, … on the task, across its revisions. */
    number: integer('number').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdBy: doneBy('created_by', () => users.id),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
    resolvedBy: doneBy('resolved_by', () => users.id),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('review_pins_number_idx').on(t.submissionId, t.taskNumber, t.number),
    index('review_pins_file_idx').on(t.fileId),
  ],
);

/** A pin's thread: its own comment first, then the replies of the reviewer and the member. */
export const pinComments = pgTable(
  'pin_comments',
  {
    id: id(),
    pinId: ownedBy('pin_id', () => reviewPins.id),
    authorId: doneBy('author_id', () => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pin_comments_pin_idx').on(t.pinId, t.createdAt)],
);
