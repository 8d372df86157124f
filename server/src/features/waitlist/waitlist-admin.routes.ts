import { admins } from '@atelier/contract/roles';
import { WAITLIST_API, WAITLIST_CSV_COLUMNS, waitlistPageSchema } from '@atelier/contract/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { csvExport } from '../../lib/csv';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { serve } from '../../lib/serve';
import * as actions from './waitlist.actions';
import * as store from './waitlist.store';

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
    key: (q) => JSON.stringify([q.q.toLowerCase(), q.limit, q.page, q.cursor]),
    build: async (q) => waitlistPageSchema.parse(await store.listEntries(app.db, q)),
  });

  const access = { access: admins };

  serve(
    app,
    WAITLIST_API.list,
    access,
    (request, reply) => pages.send(request, reply, request.query),
    CACHED_ROUTE,
  );

  // gzip, not brotli: a brotli stream holds megabytes of window for a file that compresses well either way.
  serve(
    app,
    WAITLIST_API.exportCsv,
    access,
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="waitlist.csv"')
        .header('cache-control', 'no-store')
        .send(exportRows(app.db)),
    { compress: { encodings: ['gzip'] } },
  );

  serve(app, WAITLIST_API.approve, access, async (request) =>
    actions.approve(app, request.params.id, currentUser(request)._id),
  );
};
