import { WAITLIST_API, WAITLIST_ERRORS, WAITLIST_MESSAGES, WAITLIST_TEXT } from '@atelier/contract/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import * as actions from './waitlist.actions';
import * as store from './waitlist.store';

/** Public writes: a person joins once and refers a few times; a script is slowed down. */
const publicWrite = (max: number): RateLimit[] => [{ max, per: '10 minutes', by: 'address' }];

export const waitlistPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(actions.INVITE_JOB, (payload) => actions.mailInvite(app, payload));

  const writes = { access: 'public', limits: publicWrite(10) } as const;

  serve(app, WAITLIST_API.join, writes, async (request, reply) => {
    const joined = await actions.join(app, request.body);
    return reply.status(201).send({ success: true, message: WAITLIST_TEXT.joined, ...joined });
  });

  serve(app, WAITLIST_API.referAsEntry, writes, async (request) => {
    await actions.referAsEntry(app, request.body.user, request.body.referrals);
    return { success: true, message: WAITLIST_MESSAGES.referralsDone };
  });

  serve(app, WAITLIST_API.referAnonymously, writes, async (request) => {
    await actions.referAnonymously(app, request.body.referrals);
    return { success: true, message: WAITLIST_MESSAGES.referralsDone };
  });

  const reads = { access: 'public', limits: [{ max: 120, per: '1 minute', by: 'address' }] } as const;
  serve(app, WAITLIST_API.position, reads, async (request) => {
    const entry = await store.findEntryByCode(app.db, request.query.code);
    const standing =
      entry && entry.status === 'waiting' ? await store.standingOf(app.db, entry.id) : undefined;
    if (!standing) throw fail(WAITLIST_ERRORS.unknownCode);
    return standing;
  });
};
