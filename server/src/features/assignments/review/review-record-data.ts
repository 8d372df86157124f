import { ASSIGNMENT_ERRORS } from '@atelier/contract/assignments';
import type { User } from '@atelier/contract/auth';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../../lib/errors';
import * as assignments from '../assignments.store';
import { buildReviewPdf, type RecordFile, type RecordTask } from './review-record';
import * as store from './review.store';
import { pinView, reviewLinks } from './review.views';
import { bytesOf } from './stored-bytes';

/** A submitted file as the record shows it; a model with its reading and report instead of its bytes. */
function recordFile(app: FastifyInstance, f: store.FileRow, models: store.TaskModelRow[]): RecordFile {
  const model = f.kind === 'model' ? models.find((m) => m.id === f.modelId) : undefined;
  return {
    id: f.id,
    kind: f.kind,
    name: f.name || `file ${f.position + 1}`,
    extension: f.key.slice(f.key.lastIndexOf('.') + 1),
    load: () => bytesOf(app, f.key),
    model: model && {
      status: model.status,
      error: model.error,
      outline: model.outline,
      report: model.status === 'ready' ? model.report : null,
    },
  };
}

/** The whole submission's review as one PDF: every task sent so far, every revision, file, pin and comment. */
export async function reviewRecord(app: FastifyInstance, me: User, submissionId: string) {
  const found = await assignments.findSubmission(app.db, submissionId);
  if (!found) throw fail(ASSIGNMENT_ERRORS.submissionNotFound);
  if (me.role !== 'admin' && found.userId !== me._id) throw fail(ASSIGNMENT_ERRORS.notYourSubmission);
  const [member, link] = await Promise.all([store.memberOf(app.db, submissionId), reviewLinks(app)]);
  const tasks: RecordTask[] = [];
  for (const task of found.assignment.tasks) {
    const t = { submissionId, taskNumber: task.taskNumber };
    const [data, models] = await Promise.all([store.taskReview(app.db, t), store.modelsOfTask(app.db, t)]);
    if (data.revisions.length === 0) continue;
    tasks.push({
      taskNumber: task.taskNumber,
      code: task.code,
      revisions: data.revisions.map((r) => ({
        revision: r.revision,
        submittedAt: r.submittedAt,
        status: r.status,
        feedback: r.feedback,
        files: data.files.filter((f) => f.revision === r.revision).map((f) => recordFile(app, f, models)),
        pins: data.pins
          .filter((p) => p.revision === r.revision)
          .map((row) => {
            const p = pinView(link, row, data.comments);
            const key = row.snapshotKey;
            return {
              ...p,
              snapshot: key ? () => bytesOf(app, key) : null,
              comments: p.comments.map((c) => ({
                author: c.author.name,
                at: new Date(c.createdAt),
                body: c.body,
              })),
            };
          }),
      })),
    });
  }
  const bytes = await buildReviewPdf({
    assignment: { code: found.assignment.code, title: found.assignment.title },
    member,
    madeAt: new Date(),
    tasks,
  });
  return { bytes, fileName: `review-${found.assignment.code}-${member.name}`.replace(/[^\w.-]+/g, '-') };
}
