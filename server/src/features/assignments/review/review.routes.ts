import { MODEL_API, MODEL_LIMITS } from '@atelier/contract/models';
import { admins, cohort } from '@atelier/contract/roles';
import { REVIEW_API, REVIEW_TEXT } from '@atelier/contract/reviews';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { currentUser } from '../../../lib/access';
import { isFresh } from '../../../lib/conditional-get';
import { perUser } from '../../../lib/rate-limit';
import { serve, type ZodApp } from '../../../lib/serve';
import { modelDiff } from './model-diff-view';
import { addModelPin, defineSnapshotKind } from './model-pins';
import { reviewBcf } from './review-bcf';
import * as actions from './review.actions';
import { reviewRecord } from './review-record-data';

/**
 * Design review (issue 27): a task's revisions, files and pins; pins placed, answered, resolved
 * and reopened; the review as one PDF. The member who owns the submission and admins only.
 */
/**
 * Tags the answer and answers 304 instead when the client's copy is current: file links are signed
 * for a whole window, so an unchanged review is the same text.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, answer: unknown): boolean {
  const etag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!isFresh(request, etag)) return false;
  void reply.status(304).send();
  return true;
}

export function reviewRoutes(app: ZodApp): void {
  const limits = [perUser(60, '1 minute')];
  defineSnapshotKind(app);

  serve(app, REVIEW_API.task, { access: cohort }, async (request, reply) => {
    const answer = await actions.taskReview(app, currentUser(request), request.params);
    return notModified(request, reply, answer) ? reply : answer;
  });

  serve(app, REVIEW_API.addPin, { access: admins, limits }, async (request, reply) => {
    const pin = await actions.addPin(app, currentUser(request), request.params, request.body);
    return reply.status(201).send({ message: REVIEW_TEXT.pinAdded, pin });
  });

  serve(
    app,
    REVIEW_API.addModelPin,
    { access: admins, limits },
    async (request, reply) => {
      const pin = await addModelPin(app, reply, currentUser(request), request.params, request.body);
      return reply.status(201).send({ message: REVIEW_TEXT.pinAdded, pin });
    },
    { bodyLimit: Math.ceil((MODEL_LIMITS.snapshotBytes * 4) / 3) + 64 * 1024 },
  );

  serve(app, REVIEW_API.reply, { access: cohort, limits }, async (request, reply) => {
    const pin = await actions.reply(app, currentUser(request), request.params.pinId, request.body.comment);
    return reply.status(201).send({ message: REVIEW_TEXT.replied, pin });
  });

  serve(app, REVIEW_API.resolve, { access: admins, limits }, async (request) => {
    const { pinId } = request.params;
    const pin = await actions.setPinStatus(app, currentUser(request), pinId, 'resolved', request.body.note);
    return { message: REVIEW_TEXT.resolved, pin };
  });

  serve(app, REVIEW_API.reopen, { access: admins, limits }, async (request) => {
    const pin = await actions.setPinStatus(app, currentUser(request), request.params.pinId, 'open');
    return { message: REVIEW_TEXT.reopened, pin };
  });

  serve(
    app,
    REVIEW_API.record,
    { access: cohort, limits: [perUser(10, '1 minute')] },
    async (request, reply) => {
      const record = await reviewRecord(app, currentUser(request), request.params.submissionId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${record.fileName}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(record.bytes));
    },
  );

  serve(app, MODEL_API.diff, { access: cohort }, async (request) =>
    modelDiff(app, currentUser(request), request.params, request.query),
  );

  serve(app, MODEL_API.bcf, { access: cohort, limits: [perUser(10, '1 minute')] }, async (request, reply) => {
    const bcf = await reviewBcf(app, currentUser(request), request.params);
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${bcf.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bcf.bytes));
  });
}
