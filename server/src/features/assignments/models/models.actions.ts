import { ASSIGNMENT_ERRORS, needFilesText } from '@atelier/contract/assignments';
import type { User } from '@atelier/contract/auth';
import { MODEL_ERRORS, type ModelCheck, type TaskModels } from '@atelier/contract/models';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import type { Tx } from '../../../db/client';
import { badRequest, fail } from '../../../lib/errors';
import type { NamedFile, ReceivedForm, StorePlace } from '../../../lib/upload-forms';
import { withStoredFiles } from '../../../lib/upload-forms';
import * as assignments from '../assignments.store';
import { reachTask } from '../review/review.actions';
import { describeIds, InvalidIdsError, recogniseModel } from '../../bim/bim.public';
import * as store from './models.store';
import { isSubmittable, modelView, taskIdsView } from './models.views';

export const MODEL_READ_JOB = 'model-read';

interface TaskRef {
  assignmentId: string;
  taskNumber: number;
}
interface TaskKey {
  submissionId: string;
  taskNumber: number;
}

/** The assignment's task, which must take a model: 404 for an unknown one, 409 for a task of files. */
export async function modelTask(app: FastifyInstance, t: TaskRef) {
  const row = await assignments.findAssignment(app.db, t.assignmentId);
  if (!row) throw fail(ASSIGNMENT_ERRORS.notFound);
  const task = row.tasks.find((x) => x.taskNumber === t.taskNumber);
  if (!task) throw fail(ASSIGNMENT_ERRORS.taskNotFound);
  if (task.accepts !== 'model') throw fail(MODEL_ERRORS.notModelTask);
  return row;
}

/** Queues each model for the read job (in the action's transaction). */
async function queueReads(app: FastifyInstance, tx: Tx, modelIds: string[]) {
  for (const modelId of modelIds) await app.jobs.enqueue(tx, MODEL_READ_JOB, { modelId });
}

/**
 * Attaches (or replaces) a task's IDS once the IDS reader takes it (400 with its reason otherwise,
 * nothing kept); every draft of the task is checked again against it.
 */
export async function attachIds(
  app: FastifyInstance,
  me: User,
  t: TaskRef,
  received: ReceivedForm<{ requirePass: boolean }>,
) {
  try {
    const [file] = received.files;
    if (!file) throw fail(MODEL_ERRORS.invalidIds, 'Send the IDS file in the part "ids".');
    const bytes = new Uint8Array(await fs.readFile(file.path));
    let described;
    try {
      described = describeIds(bytes);
    } catch (err) {
      if (err instanceof InvalidIdsError) throw fail(MODEL_ERRORS.invalidIds, err.message);
      throw err;
    }
    const xml = new TextDecoder('utf-8').decode(bytes);
    const values = { ...t, ...described, name: file.name || 'specification.ids', xml };
    return await app.transact(async ({ tx }) => {
      const spec = await store.saveSpec(tx, {
        ...values,
        requirePass: received.fields.requirePass,
        uploadedBy: me._id,
      });
      await queueReads(app, tx, await store.requeueDrafts(tx, t));
      return taskIdsView(spec);
    });
  } finally {
    await received.discard();
  }
}

/** Removes a task's IDS (404 when it has none); its drafts are read again without one. */
export async function removeIds(app: FastifyInstance, t: TaskRef) {
  await app.transact(async ({ tx }) => {
    if (!(await store.deleteSpec(tx, t))) throw fail(MODEL_ERRORS.noIds);
    await queueReads(app, tx, await store.requeueDrafts(tx, t));
  });
}

/** The IDS file as it was sent. */
export async function idsFile(app: FastifyInstance, t: TaskRef) {
  await modelTask(app, t);
  const spec = await store.findSpec(app.db, t);
  if (!spec) throw fail(MODEL_ERRORS.noIds);
  return { name: spec.name, xml: spec.xml };
}

/**
 * A member's model for a task: recognised by its bytes (an `.ifczip` unpacked, refused with the
 * reader's 4xx), the `.ifc` stored, its row written and its reading queued in one transaction. It
 * replaces the member's earlier draft of the task, whose files go once this commits.
 */
export async function uploadModel(
  app: FastifyInstance,
  target: TaskKey,
  received: ReceivedForm,
  place: StorePlace,
): Promise<ModelCheck> {
  const file: NamedFile | undefined = received.files[0];
  let recognised;
  try {
    if (!file) throw badRequest('Send the model in the part "model".');
    recognised = await recogniseModel(file.path, app.uploadTmpDir);
  } catch (err) {
    await received.discard();
    throw err;
  }
  const { discard } = recognised;
  const form = {
    files: [{ path: recognised.ifcPath, bytes: recognised.bytes, extension: 'ifc' as const }],
    discard: async () => void (await Promise.all([discard(), received.discard()])),
  };
  const name = file!.name || 'model.ifc';
  const row = await withStoredFiles(app, form, place, async (keep) => {
    const [stored] = await keep();
    return app.transact(async ({ tx, afterCommit }) => {
      const replaced = await store.deleteDrafts(tx, target.submissionId, target.taskNumber);
      const model = await store.insertModel(tx, {
        ...target,
        key: stored!.key,
        name,
        bytes: recognised.bytes,
      });
      await queueReads(app, tx, [model.id]);
      afterCommit(() => app.uploads.remove(replaced));
      return model;
    });
  });
  return modelView(await app.fileLinks.signer(), row, undefined);
}

/** A model and its task's IDS, for its member and admins (403 for another member, 404 for none). */
async function reachModel(app: FastifyInstance, me: User, modelId: string) {
  const found = await store.findModel(app.db, modelId);
  if (!found) throw fail(MODEL_ERRORS.modelNotFound);
  if (me.role !== 'admin' && found.userId !== me._id) throw fail(ASSIGNMENT_ERRORS.notYourSubmission);
  const spec = await store.findSpec(app.db, {
    assignmentId: found.assignmentId,
    taskNumber: found.model.taskNumber,
  });
  return { model: found.model, spec };
}

export async function modelState(app: FastifyInstance, me: User, modelId: string): Promise<ModelCheck> {
  const { model, spec } = await reachModel(app, me, modelId);
  return modelView(await app.fileLinks.signer(), model, spec);
}

/** The task's draft model and its IDS. */
export async function taskModels(app: FastifyInstance, me: User, t: TaskKey): Promise<TaskModels> {
  const found = await reachTask(app, me, t);
  const [draft, spec, link] = await Promise.all([
    store.latestDraft(app.db, t.submissionId, t.taskNumber),
    store.findSpec(app.db, { assignmentId: found.assignment.id, taskNumber: t.taskNumber }),
    app.fileLinks.signer(),
  ]);
  return { draft: draft ? modelView(link, draft, spec) : null, ids: spec ? taskIdsView(spec) : null };
}

/**
 * The model a model task's submission names, as the revision's file: the submission's and task's
 * own draft (404), read (409), passing where the task requires it (409), not submitted before (409).
 * No files come with it; the member confirms it is on OneDrive as for files.
 */
export async function modelToSubmit(
  app: FastifyInstance,
  task: TaskKey & { onDrive: boolean; files: readonly NamedFile[]; modelId?: string },
) {
  if (task.files.length > 0) throw fail(MODEL_ERRORS.notAModelFile);
  if (!task.modelId || !task.onDrive) throw fail(ASSIGNMENT_ERRORS.needFiles, needFilesText(1, 'model'));
  const found = await store.findModel(app.db, task.modelId);
  const model = found?.model;
  if (!model || model.submissionId !== task.submissionId || model.taskNumber !== task.taskNumber)
    throw fail(MODEL_ERRORS.modelNotFound);
  if (model.revision !== null) throw fail(MODEL_ERRORS.modelSubmitted);
  if (model.status === 'failed') throw fail(MODEL_ERRORS.modelUnreadable);
  if (model.status !== 'ready') throw fail(MODEL_ERRORS.modelNotReady);
  const spec = await store.findSpec(app.db, {
    assignmentId: found.assignmentId,
    taskNumber: task.taskNumber,
  });
  if (!isSubmittable(model, spec)) throw fail(MODEL_ERRORS.modelFailsIds);
  return {
    key: model.key,
    bytes: model.bytes,
    name: model.name,
    kind: 'model' as const,
    pages: 1,
    width: null,
    height: null,
    previewKey: null,
    modelId: model.id,
  };
}

/** In the submission's transaction: the draft becomes the revision (409 when another request took it first). */
export async function claimModel(tx: Tx, modelId: string, revision: number) {
  if (!(await store.markSubmitted(tx, modelId, revision))) throw fail(MODEL_ERRORS.modelSubmitted);
}
