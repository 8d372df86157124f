import {
  ASSIGNMENT_ERRORS,
  ASSIGNMENT_TEXT,
  needFilesText,
  type assignmentFormSchema,
  type reviewBodySchema,
} from '@atelier/contract/assignments';
import type { User } from '@atelier/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fail } from '../../lib/errors';
import type { FileToStore, NamedFile, StoredFile } from '../../lib/upload-forms';
import type { Tx } from '../../db/client';
import * as store from './assignments.store';
import * as models from './models/models.actions';
import { submissionView } from './assignments.views';
import { memberReviewLink, notifyResubmission, settleOpenPins } from './review/review.actions';
import { discardPreviews, inspectTaskFiles, makePreviews } from './review/task-files';

/** Stores the received files (lib/uploads.ts `withStoredFiles`): called once nothing is left to refuse. */
type Keep = (extra?: readonly FileToStore[]) => Promise<StoredFile[]>;
type AssignmentForm = z.output<typeof assignmentFormSchema>;

/** The form's fields as the store keeps them: each task numbered by its place. */
function valuesOf({ tasks, ...rest }: AssignmentForm): store.AssignmentValues {
  return { ...rest, tasks: tasks.map((task, i) => ({ taskNumber: i + 1, ...task })) };
}

/** A new assignment with its optional cover; its code must be new. */
export async function createAssignment(app: FastifyInstance, fields: AssignmentForm, keep: Keep) {
  const [cover] = await keep();
  const row = await store.insertAssignment(app.db, { ...valuesOf(fields), imageKey: cover?.key ?? null });
  if (!row) throw fail(ASSIGNMENT_ERRORS.codeTaken);
  return row;
}

/** Changes an assignment; a new cover replaces the old one, whose file goes once the change commits. */
export async function updateAssignment(app: FastifyInstance, id: string, fields: AssignmentForm, keep: Keep) {
  const [cover] = await keep();
  return app.transact(async ({ tx, afterCommit }) => {
    const result = await store.updateAssignment(tx, id, { ...valuesOf(fields), imageKey: cover?.key });
    if (result === 'taken') throw fail(ASSIGNMENT_ERRORS.codeTaken);
    if (!result) throw fail(ASSIGNMENT_ERRORS.notFound);
    afterCommit(() => app.uploads.remove([result.replacedImage]));
    return result.row;
  });
}

/**
 * Everything that refuses a task's submission without its files (run before the form is read):
 * the submission must be the member's, its assignment unlocked, the task open and the one before
 * done. Answers what the task takes, for the form's refusals.
 */
export async function checkSubmittable(
  app: FastifyInstance,
  me: User,
  submissionId: string,
  taskNumber: number,
) {
  const found = await store.findSubmission(app.db, submissionId);
  if (!found) throw fail(ASSIGNMENT_ERRORS.noSubmission);
  if (found.userId !== me._id) throw fail(ASSIGNMENT_ERRORS.notYourSubmission);
  if (found.assignment.isLocked) throw fail(ASSIGNMENT_ERRORS.locked);
  const numbers = found.assignment.tasks.map((t) => t.taskNumber);
  if (!numbers.includes(taskNumber)) throw fail(ASSIGNMENT_ERRORS.taskNotFound);
  const states = await store.taskStates(app.db, submissionId);
  if (store.isComplete(states.get(taskNumber))) throw fail(ASSIGNMENT_ERRORS.taskDone);
  const previous = numbers.filter((n) => n < taskNumber).pop();
  if (previous !== undefined && !store.isComplete(states.get(previous))) {
    throw fail(ASSIGNMENT_ERRORS.taskInOrder, ASSIGNMENT_TEXT.taskInOrder(previous));
  }
  return store.taskWithDefaults(found.assignment.tasks.find((t) => t.taskNumber === taskNumber)!).accepts;
}

/** What a task's submission sends: its files, or (a model task) the checked model it names. */
interface SentTask {
  submissionId: string;
  taskNumber: number;
  onDrive: boolean;
  files: NamedFile[];
  modelId?: string;
}

/**
 * Records a task's files as a new revision: at least the task's least number (the spec's five
 * unless it says otherwise) of the kind it takes, confirmed on OneDrive, each read by its bytes
 * before anything is stored (review/task-files.ts); a large image is kept with a screen-sized
 * preview. A model task sends no files but the checked model it names (models/models.actions.ts).
 * A resubmission keeps the earlier revisions, pins and all, and the reviewers hear of it.
 * Answers the submission as it now stands.
 */
export async function submitTask(app: FastifyInstance, me: User, task: SentTask, keep: Keep) {
  const found = await store.findSubmission(app.db, task.submissionId);
  const column = found?.assignment.tasks.find((t) => t.taskNumber === task.taskNumber);
  if (!found || !column) throw fail(ASSIGNMENT_ERRORS.taskNotFound);
  const { accepts, minFiles, code } = store.taskWithDefaults(column);
  const sent = { ...task, found, code };
  if (accepts === 'model') {
    const file = await models.modelToSubmit(app, task);
    await recordRevision(app, me, sent, [file], (tx, revision) =>
      models.claimModel(tx, file.modelId, revision),
    );
    return submissionView(app, task.submissionId);
  }
  if (task.files.length < minFiles || !task.onDrive)
    throw fail(ASSIGNMENT_ERRORS.needFiles, needFilesText(minFiles, accepts));
  const facts = await inspectTaskFiles(task.files, accepts);
  const previews = await makePreviews(app.uploadTmpDir, task.files, facts);
  try {
    const stored = await keep(previews);
    const previewKey = (i: number) => {
      const at = previews.findIndex((p) => p.of === i);
      return at < 0 ? null : stored[task.files.length + at]!.key;
    };
    const files = task.files.map((file, i) => ({
      key: stored[i]!.key,
      bytes: file.bytes,
      name: file.name,
      ...facts[i]!,
      previewKey: previewKey(i),
    }));
    await recordRevision(app, me, sent, files);
  } finally {
    await discardPreviews(previews);
  }
  return submissionView(app, task.submissionId);
}

/** Writes the revision (and `also` in its transaction); the reviewers hear of a resubmission. */
async function recordRevision(
  app: FastifyInstance,
  me: User,
  task: SentTask & { found: NonNullable<Awaited<ReturnType<typeof store.findSubmission>>>; code: string },
  files: store.SentFile[],
  also?: (tx: Tx, revision: number) => Promise<void>,
) {
  const { found, code, ...sent } = task;
  await app.transact(async ({ tx, notify }) => {
    const written = await store.recordTask(tx, sent.submissionId, sent.taskNumber, files);
    if (!written) throw fail(ASSIGNMENT_ERRORS.taskDone);
    await also?.(tx, written.revision);
    if (written.revision === 1) return;
    await notifyResubmission(tx, notify, me, {
      ...sent,
      assignmentId: found.assignment.id,
      assignmentCode: found.assignment.code,
      taskCode: code,
      revision: written.revision,
    });
  });
}

/**
 * An admin's review of a complete task; the member hears of it in the bell (and by e-mail), with
 * the pins still open when changes are requested. Accepting with pins open needs a note that
 * closes them (review/review.actions.ts).
 */
export async function reviewTask(
  app: FastifyInstance,
  by: User,
  target: { submissionId: string; taskNumber: number },
  { status, comment, closeOpenPins }: z.output<typeof reviewBodySchema>,
) {
  const found = await store.findSubmission(app.db, target.submissionId);
  if (!found) throw fail(ASSIGNMENT_ERRORS.submissionNotFound);
  const task = found.assignment.tasks.find((t) => t.taskNumber === target.taskNumber);
  if (!task) throw fail(ASSIGNMENT_ERRORS.taskNotFound);
  const { code } = found.assignment;
  await app.transact(async ({ tx, notify }) => {
    const openPins = await settleOpenPins(tx, by, target, { status, closeOpenPins });
    const review = { status, comment, by: by._id };
    if (!(await store.reviewTask(tx, target.submissionId, target.taskNumber, review)))
      throw fail(ASSIGNMENT_ERRORS.reviewNotComplete);
    await notify(
      { userIds: [found.userId] },
      {
        kind: 'review',
        title:
          status === 'accepted'
            ? `Task ${task.code} of ${code} was accepted`
            : `Changes requested on task ${task.code} of ${code}`,
        body: [comment, ...openPins].filter(Boolean).join('\n'),
        link:
          openPins.length > 0
            ? memberReviewLink(found.assignment.id, target.taskNumber)
            : `/dashboard/smartLABS/assignment/${found.assignment.id}/tasks`,
      },
    );
  });
}
