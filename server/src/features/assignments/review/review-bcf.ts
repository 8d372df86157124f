import type { User } from '@atelier/contract/auth';
import { MODEL_ERRORS } from '@atelier/contract/models';
import type { FastifyInstance } from 'fastify';
import { stableGuid, writeBcf, type BcfTopic } from '../../bim/bim.public';
import { fail } from '../../../lib/errors';
import { reachTask } from './review.actions';
import * as store from './review.store';
import { bytesOf } from './stored-bytes';

interface TaskKey {
  submissionId: string;
  taskNumber: number;
}

const FORMER = 'Former member';

/** A 3D pin as a BCF topic: its first comment the description, the replies and the resolution its comments. */
async function topicOf(
  app: FastifyInstance,
  pin: store.PinRow,
  comments: store.CommentRow[],
  names: ReadonlyMap<string, string>,
): Promise<BcfTopic> {
  const [first, ...replies] = comments.filter((c) => c.pinId === pin.id);
  const words = (first?.body ?? '').replace(/\s+/g, ' ').trim();
  const resolver = (pin.resolvedBy && names.get(pin.resolvedBy)) || FORMER;
  const resolved =
    pin.status === 'resolved' && pin.resolvedAt ? { at: pin.resolvedAt, by: resolver } : undefined;
  const said = replies.map((c) => ({
    guid: stableGuid('comment', c.id),
    date: c.createdAt,
    author: c.author?.name ?? FORMER,
    text: c.body,
  }));
  if (resolved && pin.resolutionNote)
    said.push({
      guid: stableGuid('resolution', pin.id),
      date: resolved.at,
      author: resolver,
      text: pin.resolutionNote,
    });
  const { camera, globalId, snapshotKey } = pin;
  return {
    guid: stableGuid('pin', pin.id),
    title: `Pin ${pin.number}: ${words.slice(0, 60)}`,
    description: first?.body,
    createdAt: pin.createdAt,
    author: first?.author?.name ?? FORMER,
    resolved,
    comments: said,
    viewpoint:
      camera && globalId
        ? {
            guid: stableGuid('viewpoint', pin.id),
            camera,
            selected: [globalId],
            snapshot: snapshotKey ? await bytesOf(app, snapshotKey) : undefined,
          }
        : undefined,
  };
}

/**
 * The task's pins on its models, every revision, as BCF 2.1 (a `.bcfzip` a BIM tool opens): a topic
 * per pin with its thread, status and viewpoint; the header names the latest model. 404 when the
 * task has no model.
 */
export async function reviewBcf(app: FastifyInstance, me: User, t: TaskKey) {
  const found = await reachTask(app, me, t);
  const data = await store.taskReview(app.db, t);
  const models = data.files.filter((f) => f.kind === 'model');
  const latest = models.at(-1);
  if (!latest) throw fail(MODEL_ERRORS.noRevision);
  const pins = data.pins.filter((p) => models.some((f) => f.id === p.fileId));
  const names = await store.namesOf(
    app.db,
    pins.flatMap((p) => (p.resolvedBy ? [p.resolvedBy] : [])),
  );
  const topics = [];
  for (const pin of pins) topics.push(await topicOf(app, pin, data.comments, names));
  const bytes = writeBcf({
    project: {
      id: stableGuid('task', t.submissionId, t.taskNumber),
      name: `${found.assignment.code} task ${found.task.code}: ${found.assignment.title}`,
    },
    model: { filename: latest.name || 'model.ifc', date: latest.createdAt },
    topics,
  });
  const fileName = `${found.assignment.code}-task-${t.taskNumber}-review.bcfzip`.replace(/[^\w.-]+/g, '-');
  return { bytes, fileName };
}
