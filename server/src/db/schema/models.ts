import type { IdsReport, ModelOutline, ModelStatus } from '@atelier/contract/models';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { assignments, assignmentSubmissions } from './assignments';
import { users } from './auth';
import { at, createdAt, doneBy, id, ownedBy } from './columns';

/**
 * BIM models (issue 28, decision 032): the IDS a task is checked against, and each model a member
 * uploads for a task, read and checked by a job before it is submitted as a revision.
 */

/** A task's IDS: the file itself (small, validated before it is kept) and what the task shows of it. */
export const taskSpecs = pgTable(
  'task_specs',
  {
    assignmentId: ownedBy('assignment_id', () => assignments.id),
    taskNumber: integer('task_number').notNull(),
    /** The name it was sent with. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    specifications: integer('specifications').notNull(),
    required: integer('required').notNull(),
    /** A model must pass every required specification to be submitted. */
    requirePass: boolean('require_pass').notNull().default(false),
    xml: text('xml').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    uploadedBy: doneBy('uploaded_by', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.taskNumber] })],
);

/**
 * A model uploaded for a task: the `.ifc` (unpacked from an `.ifczip`) in storage, its reading
 * (`summary_key`: the element summary as gzipped JSON in storage, for diffs) and its IDS report.
 * A draft until it is submitted; then `revision` names the revision it is.
 */
export const taskModels = pgTable(
  'task_models',
  {
    id: id(),
    submissionId: ownedBy('submission_id', () => assignmentSubmissions.id),
    taskNumber: integer('task_number').notNull(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['queued', 'reading', 'ready', 'failed'] })
      .$type<ModelStatus>()
      .notNull()
      .default('queued'),
    error: text('error'),
    schema: text('schema'),
    outline: jsonb('outline').$type<ModelOutline>(),
    report: jsonb('report').$type<IdsReport>(),
    /** When the report was made: a later IDS makes it stale (the draft is checked again). */
    checkedAt: at('checked_at'),
    summaryKey: text('summary_key'),
    revision: integer('revision'),
    createdAt: createdAt(),
  },
  (t) => [index('task_models_task_idx').on(t.submissionId, t.taskNumber, t.createdAt)],
);
