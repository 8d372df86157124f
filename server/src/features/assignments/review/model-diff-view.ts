import type { User } from '@atelier/contract/auth';
import { MODEL_ERRORS, type ModelDiff } from '@atelier/contract/models';
import type { FastifyInstance } from 'fastify';
import { diffModels } from '../../bim/bim.public';
import { fail } from '../../../lib/errors';
import { reachTask } from './review.actions';
import * as store from './review.store';
import { storedSummary } from './stored-bytes';

interface TaskKey {
  submissionId: string;
  taskNumber: number;
}

/** A revision's model, read: 404 when the revision has no model, 409 while it is not read (or could not be). */
function readModelOf(files: store.FileRow[], models: store.TaskModelRow[], revision: number) {
  const file = files.find((f) => f.revision === revision);
  const model = file && models.find((m) => m.id === file.modelId);
  if (!model) throw fail(MODEL_ERRORS.noRevision);
  if (model.status === 'failed') throw fail(MODEL_ERRORS.modelUnreadable);
  if (model.status !== 'ready' || !model.summaryKey || !model.outline) throw fail(MODEL_ERRORS.modelNotReady);
  return { ...model, summaryKey: model.summaryKey, outline: model.outline };
}

/**
 * What changed between two revisions' models: elements added, removed and changed (by GlobalId,
 * with the values that changed), beside both revisions' outlines and IDS reports.
 */
export async function modelDiff(
  app: FastifyInstance,
  me: User,
  t: TaskKey,
  q: { from: number; to: number },
): Promise<ModelDiff> {
  await reachTask(app, me, t);
  const [files, models] = await Promise.all([store.modelFilesOf(app.db, t), store.modelsOfTask(app.db, t)]);
  const from = readModelOf(files, models, q.from);
  const to = readModelOf(files, models, q.to);
  const [before, after] = await Promise.all([
    storedSummary(app, from.summaryKey),
    storedSummary(app, to.summaryKey),
  ]);
  return {
    from: { revision: q.from, report: from.report, outline: from.outline },
    to: { revision: q.to, report: to.report, outline: to.outline },
    ...diffModels(before, after),
  };
}
