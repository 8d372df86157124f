import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_TEXT,
  assignmentFormSchema,
  submitFormSchema,
} from '@atelier/contract/assignments';
import { REVIEW_LIMITS } from '@atelier/contract/reviews';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assignments, assignmentSubmissions, submissionFiles } from '../../db/schema/assignments';
import type { UploadForm } from '../../lib/upload-forms';

const IMAGE_FILE = {
  maxBytes: ASSIGNMENT_LIMITS.imageBytes,
  accept: ['jpg', 'png', 'webp', 'gif'],
  tooLarge: ASSIGNMENT_TEXT.imageTooLarge,
  wrongType: ASSIGNMENT_TEXT.notImage,
} as const;

/** The create and edit forms: the fields as text, an optional cover image in the part `image`. */
export const ASSIGNMENT_FORM = {
  filePart: 'image',
  maxFiles: 1,
  fields: assignmentFormSchema,
  file: IMAGE_FILE,
  tooMany: 'Send one cover image.',
  note: '`generalNotes` and `tasks` are JSON lists; the cover is optional (an edit without one keeps it).',
} satisfies UploadForm;

/**
 * A task's files, sent as one form: images, PDF sheet sets or both, as the task says (checked per
 * file once the task is known: review/task-files.ts).
 */
export const TASK_FORM = {
  filePart: 'files',
  maxFiles: ASSIGNMENT_LIMITS.maxFiles,
  fields: submitFormSchema,
  file: {
    maxBytes: REVIEW_LIMITS.pdfBytes,
    accept: ['jpg', 'png', 'webp', 'gif', 'pdf'],
    tooLarge: ASSIGNMENT_TEXT.sheetsTooLarge,
    wrongType: ASSIGNMENT_TEXT.notImageOrPdf,
  },
  tooMany: ASSIGNMENT_TEXT.tooManyFiles,
  note: `At least the task's \`minFiles\` (${ASSIGNMENT_LIMITS.minFiles} unless it says otherwise) of the kind it \`accepts\` (images of at most 10 MB, PDFs of at most 50 MB), with \`uploadToDrive\` true (the member confirms they are on OneDrive).`,
} satisfies UploadForm;

/** A stored cover or image waits this long for its row (the request storing it) before the sweep may take it. */
const FILE_GRACE_MS = 60 * 60 * 1000;

/**
 * Their files: covers named by an assignment, task images by a submitted task; a replaced or
 * deleted one goes at once, or with the sweep should that fail.
 */
export function defineFileKinds(app: FastifyInstance): void {
  app.uploads.defineKind('assignments', {
    claimed: (key) => sql`EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.imageKey} = ${key})`,
    graceMs: FILE_GRACE_MS,
  });
  // A task image is named while its submission stands and its assignment still has the task (an
  // edit that removes a task leaves that task's images to the sweep, rows and all).
  app.uploads.defineKind('submissions', {
    claimed: (key) => sql`EXISTS (
      SELECT 1 FROM ${submissionFiles}
      JOIN ${assignmentSubmissions} ON ${assignmentSubmissions.id} = ${submissionFiles.submissionId}
      JOIN ${assignments} ON ${assignments.id} = ${assignmentSubmissions.assignmentId}
      WHERE (${submissionFiles.key} = ${key} OR ${submissionFiles.previewKey} = ${key})
        AND ${assignments.tasks} @> jsonb_build_array(jsonb_build_object('taskNumber', ${submissionFiles.taskNumber})))`,
    graceMs: FILE_GRACE_MS,
    release: async (keys) => {
      await app.db.delete(submissionFiles).where(inArray(submissionFiles.key, keys));
    },
  });
}
