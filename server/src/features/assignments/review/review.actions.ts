import { ASSIGNMENT_ERRORS } from '@atelier/contract/assignments';
import type { User } from '@atelier/contract/auth';
import {
  REVIEW_ERRORS,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  type CreatePinBody,
  type Pin,
  type TaskReview,
} from '@atelier/contract/reviews';
import { MODEL_ERRORS } from '@atelier/contract/models';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client';
import { fail } from '../../../lib/errors';
import type { Unit } from '../../../plugins/transact';
import * as assignments from '../assignments.store';
import { specsOf } from '../models/models.store';
import * as store from './review.store';
import { pinView, reviewLinks, taskReviewView } from './review.views';

interface TaskKey {
  submissionId: string;
  taskNumber: number;
}

/** The links a member opens: their own task's review workspace. */
export const memberReviewLink = (assignmentId: string, taskNumber: number) =>
  `/dashboard/smartLABS/assignment/${assignmentId}/task/${taskNumber}/review`;
/** …and the admin's. */
export const adminReviewLink = (assignmentId: string, t: TaskKey) =>
  `/dashboard/admin/assignment-manager/${assignmentId}/review/${t.submissionId}/${t.taskNumber}`;

/**
 * The submission and task a caller may see: its member and admins only. An unknown submission is
 * 404; someone else's is 403 (as the assignment's other routes answer); a task the assignment does
 * not have is 404.
 */
export async function reachTask(app: FastifyInstance, me: User, t: TaskKey) {
  const found = await assignments.findSubmission(app.db, t.submissionId);
  if (!found) throw fail(ASSIGNMENT_ERRORS.submissionNotFound);
  if (me.role !== 'admin' && found.userId !== me._id) throw fail(ASSIGNMENT_ERRORS.notYourSubmission);
  const task = found.assignment.tasks.find((x) => x.taskNumber === t.taskNumber);
  if (!task) throw fail(ASSIGNMENT_ERRORS.taskNotFound);
  return { ...found, task };
}

/** Every revision of the task with its files (signed links) and every pin with its thread. */
export async function taskReview(app: FastifyInstance, me: User, t: TaskKey): Promise<TaskReview> {
  const found = await reachTask(app, me, t);
  const [data, current, member, links, models, specs] = await Promise.all([
    store.taskReview(app.db, t),
    store.currentTask(app.db, t),
    store.memberOf(app.db, t.submissionId),
    reviewLinks(app),
    store.modelsOfTask(app.db, t),
    specsOf(app.db, [found.assignment.id]),
  ]);
  return taskReviewView(links, {
    ...t,
    assignmentId: found.assignment.id,
    member,
    current: current?.revision ?? 0,
    ...data,
    models,
    spec: specs.find((s) => s.taskNumber === t.taskNumber),
  });
}

/** One pin as the contract shows it, thread and all. */
async function pinAnswer(app: FastifyInstance, pin: store.PinRow): Promise<Pin> {
  const [link, comments] = await Promise.all([reviewLinks(app), store.commentsOf(app.db, [pin.id])]);
  return pinView(link, pin, comments);
}

/** The file a reviewer pins: a file of this task, or 404 (a file of another task or submission). */
export async function pinnedFile(app: FastifyInstance, t: TaskKey, fileId: string): Promise<store.FileRow> {
  const file = await store.fileOfTask(app.db, t, fileId);
  if (!file) throw fail(REVIEW_ERRORS.fileNotInSubmission);
  return file;
}

/**
 * A reviewer's pin on the current revision's file (or a page of it), with its first comment; the
 * member hears of it. Refused, with nothing written, for a file of another task or submission,
 * an earlier revision, a page past the end, a model (pinned in 3D instead), or a full revision.
 */
export async function addPin(
  app: FastifyInstance,
  me: User,
  t: TaskKey,
  body: CreatePinBody & { page: number },
) {
  const found = await reachTask(app, me, t);
  const file = await pinnedFile(app, t, body.fileId);
  if (file.kind === 'model') throw fail(MODEL_ERRORS.notAModelFile, PIN_IN_3D);
  if (body.page > file.pages) throw fail(REVIEW_ERRORS.pageTooFar, REVIEW_TEXT.pageTooFar(file.pages));
  const { fileId, comment, page, x, y, w, h } = body;
  return placePin(app, me, found, { ...t, revision: file.revision, fileId, comment, page, x, y, w, h });
}

/** A model is reviewed by its elements: a pin on it is a 3D pin (REVIEW_API.addModelPin). */
const PIN_IN_3D = 'This file is a model: pin one of its elements in 3D.';

type NewPin = Omit<Parameters<typeof store.insertPin>[1], 'createdBy'>;

/**
 * Writes a pin on the task's current revision (refused on an earlier one, or past the revision's
 * pins) and tells the member; `pin.revision` is the revision of the file it is placed on.
 */
export async function placePin(
  app: FastifyInstance,
  me: User,
  found: Awaited<ReturnType<typeof reachTask>>,
  pin: NewPin,
): Promise<Pin> {
  const row = await app.transact(async ({ tx, notify }) => {
    const current = await store.lockTask(tx, pin);
    if (!current) throw fail(REVIEW_ERRORS.nothingSubmitted);
    if (pin.revision !== current.revision) throw fail(REVIEW_ERRORS.notCurrentRevision);
    if ((await store.pinCount(tx, pin)) >= REVIEW_LIMITS.pinsPerRevision)
      throw fail(REVIEW_ERRORS.tooManyPins);
    const row = await store.insertPin(tx, { ...pin, createdBy: me._id });
    await notify(
      { userIds: [found.userId] },
      {
        kind: 'review',
        title: `Pin ${row.number} on task ${found.task.code} of ${found.assignment.code}`,
        body: pin.comment,
        link: memberReviewLink(found.assignment.id, pin.taskNumber),
      },
    );
    return row;
  });
  return pinAnswer(app, row);
}

/** The submission and pin a caller may reach through the pin's id. */
async function reachPin(app: FastifyInstance, me: User, pinId: string) {
  const found = await store.findPin(app.db, pinId);
  if (!found) throw fail(REVIEW_ERRORS.pinNotFound);
  if (me.role !== 'admin' && found.memberId !== me._id) throw fail(ASSIGNMENT_ERRORS.notYourSubmission);
  return found;
}

/**
 * A reply in a pin's thread, by the member or an admin; a resolved pin takes none until it is
 * reopened. A member's reply reaches the reviewers, an admin's the member.
 */
export async function reply(app: FastifyInstance, me: User, pinId: string, comment: string) {
  const found = await reachPin(app, me, pinId);
  const { pin } = found;
  await app.transact(async ({ tx, notify }) => {
    // The pin is read again in the transaction, so a reply and a resolve crossing keep the rule.
    const now = await store.lockPin(tx, pinId);
    if (now?.status !== 'open') throw fail(REVIEW_ERRORS.pinResolved);
    await store.insertComment(tx, { pinId, authorId: me._id, body: comment });
    const t = { submissionId: pin.submissionId, taskNumber: pin.taskNumber };
    if (me._id === found.memberId) {
      const reviewers = await store.reviewersOf(tx, pin.submissionId);
      await notify(reviewers.length > 0 ? { userIds: reviewers } : { roles: ['admin'] }, {
        kind: 'review_reply',
        title: `${me.name} replied on pin ${pin.number}`,
        body: comment,
        link: adminReviewLink(found.assignmentId, t),
        except: me._id,
      });
    } else {
      await notify(
        { userIds: [found.memberId] },
        {
          kind: 'review',
          title: `A reply on pin ${pin.number} of task ${pin.taskNumber}`,
          body: comment,
          link: memberReviewLink(found.assignmentId, pin.taskNumber),
        },
      );
    }
  });
  return pinAnswer(app, pin);
}

/**
 * Resolves (with an optional note) or reopens a pin, each on its own; the same state twice is 409. A pin
 * left open on an earlier revision can still be resolved; once resolved there, it is not reopened.
 */
export async function setPinStatus(
  app: FastifyInstance,
  me: User,
  pinId: string,
  to: 'open' | 'resolved',
  note = '',
) {
  const { pin } = await reachPin(app, me, pinId);
  const row = await app.transact(async ({ tx }) => {
    // A pin resolved on an earlier revision is part of that revision's record: it is not reopened.
    const now = to === 'open' ? await store.lockTask(tx, pin) : undefined;
    if (now && pin.revision < now.revision) throw fail(REVIEW_ERRORS.pastPinClosed);
    const changed = await store.setPinStatus(tx, pinId, to, { userId: me._id, note });
    if (!changed)
      throw fail(to === 'resolved' ? REVIEW_ERRORS.pinAlreadyResolved : REVIEW_ERRORS.pinAlreadyOpen);
    return changed;
  });
  return pinAnswer(app, row);
}

/**
 * The open pins of the task when an admin decides on it (in the decision's transaction), those left
 * open on earlier revisions too: accepting needs every pin resolved, or a note that closes them;
 * requesting changes sends them with the summary. Answers the lines the member's notification lists.
 */
export async function settleOpenPins(
  tx: Tx,
  by: User,
  t: TaskKey,
  decision: { status: 'accepted' | 'changes_requested'; closeOpenPins?: string },
): Promise<string[]> {
  const current = await store.lockTask(tx, t);
  if (!current) return [];
  const open = await store.openPins(tx, t);
  if (open.length === 0) return [];
  if (decision.status === 'accepted') {
    const note = decision.closeOpenPins?.trim();
    if (!note) throw fail(REVIEW_ERRORS.openPinsLeft, REVIEW_TEXT.openPinsLeft(open.length));
    await store.resolveOpenPins(tx, t, { userId: by._id, note });
    return [];
  }
  const firsts = await store.commentsOf(
    tx,
    open.map((p) => p.id),
  );
  return open.map((pin) => {
    const words = firsts.find((c) => c.pinId === pin.id)?.body ?? '';
    const from = pin.revision < current.revision ? ` (revision ${pin.revision})` : '';
    return `Pin ${pin.number}${from}: ${words.length > 80 ? `${words.slice(0, 79)}…` : words}`;
  });
}

/** A member sent a task again: the admins reviewing the submission hear of the new revision. */
export async function notifyResubmission(
  tx: Tx,
  notify: Unit['notify'],
  who: User,
  t: TaskKey & { assignmentId: string; assignmentCode: string; taskCode: string; revision: number },
) {
  const reviewers = await store.reviewersOf(tx, t.submissionId);
  await notify(reviewers.length > 0 ? { userIds: reviewers } : { roles: ['admin'] }, {
    kind: 'review_reply',
    title: `${who.name} sent task ${t.taskCode} of ${t.assignmentCode} again (revision ${t.revision})`,
    link: adminReviewLink(t.assignmentId, t),
    except: who._id,
  });
}
