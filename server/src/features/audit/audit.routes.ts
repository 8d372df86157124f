import { AUDIT_API, AUDIT_CSV_COLUMNS, type AuditFilters } from '@atelier/contract/audit';
import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { csvExport } from '../../lib/csv';
import { serve } from '../../lib/serve';
import { startRetentionSweep } from './audit-retention';
import * as store from './audit.store';

/** audit.csv, oldest first, a thousand entries a query: memory stays flat however long the log. */
const exportRows = (db: Executor, filters: AuditFilters) =>
  csvExport<store.AuditRow, { position: string; id: string }>({
    columns: AUDIT_CSV_COLUMNS,
    batch: (after, size) => store.exportBatch(db, filters, after, size),
    positionOf: (r) => ({ position: r.position, id: r.id }),
    cells: (r) => [
      r.at.toISOString(),
      r.action,
      r.actorName ?? '',
      r.actorEmail ?? '',
      r.userName ?? '',
      r.userEmail ?? '',
      r.email,
      r.method,
      r.ip,
      Object.keys(r.detail).length > 0 ? JSON.stringify(r.detail) : '',
    ],
  });

/** The audit log (issue 29), admins only: read, filtered and paged, or exported. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  startRetentionSweep(app);
  const access = { access: admins };

  serve(app, AUDIT_API.list, access, async (request) => store.listAudit(app.db, request.query));

  // gzip, not brotli: a brotli stream holds megabytes of window for a file that compresses well either way.
  serve(
    app,
    AUDIT_API.exportCsv,
    access,
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .header('cache-control', 'no-store')
        .send(exportRows(app.db, request.query)),
    { compress: { encodings: ['gzip'] } },
  );
};
