import {
  WAITLIST_ERRORS,
  WAITLIST_MESSAGES,
  WAITLIST_TEXT,
  positionQuerySchema,
  positionSchema,
  referralBodySchema,
  submitResponseSchema,
  successResponseSchema,
  waitlistEntryBodySchema,
  waitlistReferralBodySchema,
} from '@atelier/contract/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import * as actions from './waitlist.actions';
import * as store from './waitlist.store';

/** Public writes: a person joins once and refers a few times; a script is slowed down. */
const publicWrite = (max: number): RateLimit[] => [{ max, per: '10 minutes', by: 'address' }];

export const waitlistPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(actions.INVITE_JOB, (payload) => actions.mailInvite(app, payload));

  app.post(
    '/submit',
    {
      config: { access: 'public', limits: publicWrite(10) },
      schema: { body: waitlistEntryBodySchema, response: { 201: submitResponseSchema } },
    },
    async (request, reply) => {
      const joined = await actions.join(app, request.body);
      return reply.status(201).send({ success: true, message: WAITLIST_TEXT.joined, ...joined });
    },
  );

  app.post(
    '/waitlist-referral/submit',
    {
      config: { access: 'public', limits: publicWrite(10) },
      schema: { body: waitlistReferralBodySchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await actions.referAsEntry(app, request.body.user, request.body.referrals);
      return { success: true, message: WAITLIST_MESSAGES.referralsDone };
    },
  );

  app.post(
    '/referral/submit',
    {
      config: { access: 'public', limits: publicWrite(10) },
      schema: { body: referralBodySchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await actions.referAnonymously(app, request.body.referrals);
      return { success: true, message: WAITLIST_MESSAGES.referralsDone };
    },
  );

  app.get(
    '/waitlist/position',
    {
      config: { access: 'public', limits: [{ max: 120, per: '1 minute', by: 'address' }] },
      schema: { querystring: positionQuerySchema, response: { 200: positionSchema } },
    },
    async (request) => {
      const entry = await store.findEntryByCode(app.db, request.query.code);
      const standing =
        entry && entry.status === 'waiting' ? await store.standingOf(app.db, entry.id) : undefined;
      if (!standing) throw fail(WAITLIST_ERRORS.unknownCode);
      return standing;
    },
  );
};
