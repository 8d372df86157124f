import { personName } from '@atelier/contract/common';
import { admins } from '@atelier/contract/roles';
import {
  WAITLIST_CSV_COLUMNS,
  WAITLIST_LIMITS,
  WAITLIST_TEXT,
  approveResponseSchema,
  waitlistIdParamsSchema,
  waitlistListQuerySchema,
  waitlistPageSchema,
} from '@atelier/contract/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { csvExport } from '../../lib/csv';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findUserByEmail } from '../auth/auth.store';
import { insertInvitedUser, sendInvite } from '../auth/invites';
import * as store from './waitlist.store';

const accountName = personName(WAITLIST_LIMITS.name);

/** waitlist.csv, a thousand rows a query: memory stays flat however long the list. */
const exportRows = (db: Parameters<typeof store.exportBatch>[0]) =>
  csvExport<store.ExportRow, { position: string; id: string }>({
    columns: WAITLIST_CSV_COLUMNS,
    batch: (after, size) => store.exportBatch(db, after, size),
    positionOf: (r) => ({ position: r.position, id: r.id }),
    cells: (r) => [
      r.name,
      r.email,
      r.institution,
      r.country,
      r.phone,
      r.refCode,
      r.status,
      String(r.credits),
      r.referrerEmail ?? '',
    ],
  });

export const waitlistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = app.cachedAnswers<store.ListQuery>({
    topic: store.WAITLIST_TOPIC,
    key: (q) => JSON.stringify([q.q.toLowerCase(), q.page, q.pageSize]),
    build: async (q) => waitlistPageSchema.parse(await store.listEntries(app.db, q)),
  });

  app.get(
    '/all',
    { ...CACHED_ROUTE, config: { access: admins }, schema: { querystring: waitlistListQuerySchema } },
    (request, reply) => pages.send(request, reply, request.query),
  );

  // gzip, not brotli: a brotli stream holds megabytes of window for a file that compresses well either way.
  app.get(
    '/export.csv',
    { config: { access: admins }, compress: { encodings: ['gzip'] } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="waitlist.csv"')
        .header('cache-control', 'no-store')
        .send(exportRows(app.db)),
  );

  app.post(
    '/approve/:id',
    {
      config: { access: admins },
      schema: { params: waitlistIdParamsSchema, response: { 200: approveResponseSchema } },
    },
    async (request) => {
      const admin = currentUser(request);
      const user = await app.db.transaction(async (tx) => {
        const entry = await store.lockEntry(tx, request.params.id);
        if (!entry) throw notFound(WAITLIST_TEXT.notFound);
        if (entry.status === 'approved') throw conflict(WAITLIST_TEXT.alreadyApproved);
        if (await findUserByEmail(tx, entry.email)) throw conflict(WAITLIST_TEXT.accountExists);
        // Entries kept from before names were checked: no account (and no e-mail) with a broken name.
        if (!accountName.safeParse(entry.name).success) throw badRequest(WAITLIST_TEXT.badName);
        const created = await insertInvitedUser(tx, {
          email: entry.email,
          name: entry.name,
          role: 'student',
          gender: entry.gender,
          country: entry.country,
          institution: entry.institution,
          phone: entry.phone,
        });
        await store.markApproved(tx, entry.id, admin._id, created.id);
        await app.changes.announce(tx, store.WAITLIST_TOPIC);
        return created;
      });
      const inviteSent = await sendInvite(app, user);
      return { message: inviteSent ? WAITLIST_TEXT.approved : WAITLIST_TEXT.approvedNotSent, inviteSent };
    },
  );
};
