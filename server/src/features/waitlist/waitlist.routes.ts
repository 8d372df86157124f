import {
  WAITLIST_MESSAGES,
  WAITLIST_TEXT,
  positionQuerySchema,
  positionSchema,
  referralBodySchema,
  submitResponseSchema,
  successResponseSchema,
  waitlistEntryBodySchema,
  waitlistReferralBodySchema,
  type Referral,
} from '@atelier/contract/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import * as store from './waitlist.store';
import { sameSecret } from '../../lib/tokens';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const INVITE_JOB = 'referral-invite';

/** The entry's own referral code, typed or pasted, compared in constant time. */
const sameCode = (given: string | undefined, stored: string) =>
  sameSecret((given ?? '').trim().toUpperCase(), stored);

/** Public writes: a person joins once and refers a few times; a script is slowed down. */
const publicWrite = (max: number): RateLimit[] => [{ max, per: '10 minutes', by: 'address' }];

export const waitlistPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(INVITE_JOB, async (payload) => {
    const from = typeof payload.from === 'string' && payload.from ? payload.from : 'A friend';
    const code = typeof payload.code === 'string' ? payload.code : '';
    const link = `${app.config.publicUrl}/waitlist${code ? `?ref=${encodeURIComponent(code)}` : ''}`;
    await app.mailer.send({
      to: String(payload.email),
      subject: `${from} invites you to ${app.config.productName}`,
      text:
        `Hello ${String(payload.name)},\n\n${from} thinks you would enjoy ${app.config.productName}, ` +
        'a learning platform for design and BIM, and invited you to join its early-access waitlist:\n\n' +
        `${link}\n\nYou get this e-mail once; nobody will write to you again unless you join.\n`,
    });
  });

  /**
   * Invites each friend not invited before (one e-mail per address, ever). Naming a friend earns
   * nothing: only a friend who joins with the code credits the referrer (POST /submit).
   */
  async function invite(db: Executor, referrals: Referral[], by: store.EntryRow | undefined) {
    for (const friend of referrals) {
      if (await store.recordInvite(db, { email: friend.email, name: friend.name, invitedBy: by?.id })) {
        await app.jobs.enqueue(db, INVITE_JOB, {
          email: friend.email,
          name: friend.name,
          from: by?.name ?? '',
          code: by?.referralCode ?? '',
        });
      }
    }
  }

  app.post(
    '/submit',
    {
      config: { access: 'public', limits: publicWrite(10) },
      schema: { body: waitlistEntryBodySchema, response: { 201: submitResponseSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const entry = await app.db.transaction(async (tx) => {
        const referrer = await store.findEntryByCode(tx, body.refCode);
        let code = newCode();
        while (await store.referralCodeTaken(tx, code)) code = newCode();
        const row = await store.insertEntry(tx, body, code, referrer?.id);
        if (!row) return undefined;
        if (referrer && referrer.email !== row.email) await store.creditReferrer(tx, referrer.id, row.email);
        await app.changes.announce(tx, store.WAITLIST_TOPIC);
        return row;
      });
      if (!entry) throw conflict(WAITLIST_TEXT.alreadyJoined);
      const standing = await store.standingOf(app.db, entry.id);
      return reply.status(201).send({
        success: true,
        message: WAITLIST_TEXT.joined,
        referralCode: entry.referralCode,
        standing: standing!,
      });
    },
  );

  app.post(
    '/waitlist-referral/submit',
    {
      config: { access: 'public', limits: publicWrite(10) },
      schema: { body: waitlistReferralBodySchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      const { user, referrals } = request.body;
      if (referrals.some((r) => r.email === user.email)) throw badRequest(WAITLIST_TEXT.ownAddress);
      const me = await store.findEntryByEmail(app.db, user.email);
      if (!me) throw notFound(WAITLIST_MESSAGES.userMissing);
      if (!sameCode(user.referralCode, me.referralCode)) throw forbidden(WAITLIST_TEXT.notYourEntry);
      await app.db.transaction((tx) => invite(tx, referrals, me));
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
      await app.db.transaction((tx) => invite(tx, request.body.referrals, undefined));
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
      if (!standing) throw notFound(WAITLIST_TEXT.unknownCode);
      return standing;
    },
  );
};
