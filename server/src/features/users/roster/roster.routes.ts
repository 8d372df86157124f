import { admins } from '@atelier/contract/roles';
import {
  ROSTER_API,
  ROSTER_ERRORS,
  ROSTER_LIMITS,
  ROSTER_TEXT,
  USER_CSV_COLUMNS,
} from '@atelier/contract/rosters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { currentUser } from '../../../lib/access';
import { csvExport } from '../../../lib/csv';
import { fail } from '../../../lib/errors';
import { perUser } from '../../../lib/rate-limit';
import { serve } from '../../../lib/serve';
import { receiveForm, type UploadForm } from '../../../lib/upload-forms';
import { multipartForms } from '../../../lib/uploads';
import { hasNoPassword } from '../../auth/auth.public';
import * as actions from './roster.actions';
import { recogniseText } from './roster.parse';
import * as store from './roster.store';

/** One CSV in the part `file`, typed by its bytes (text), read whole after it arrived (≤ 2 MB). */
const ROSTER_FORM = {
  filePart: 'file',
  maxFiles: 1,
  fields: z.object({}),
  file: {
    maxBytes: ROSTER_LIMITS.fileBytes,
    accept: ['csv'],
    tooLarge: ROSTER_TEXT.tooLarge,
    wrongType: ROSTER_TEXT.notCsv,
    recognise: recogniseText,
  },
  tooMany: ROSTER_TEXT.tooManyFiles,
  tooManyStatus: 400,
} satisfies UploadForm;

const statusOf = (row: store.ExportRow) =>
  row.deactivatedAt ? 'deactivated' : hasNoPassword(row.passwordHash) ? 'invited' : 'active';

/** users.csv with a BOM first (Excel reads UTF-8 by it), a thousand users a query. */
const exportUsers = (db: Executor) =>
  Readable.from(
    (async function* () {
      yield '\uFEFF';
      yield* csvExport<store.ExportRow, { position: string; id: string }>({
        columns: USER_CSV_COLUMNS,
        batch: (after, size) => store.exportBatch(db, after, size),
        positionOf: (row) => ({ position: row.position, id: row.id }),
        cells: (row) => [
          row.name,
          row.email,
          row.role,
          row.institution,
          row.country,
          statusOf(row),
          row.createdAt.toISOString(),
          row.lastLoginAt?.toISOString() ?? '',
        ],
      });
    })(),
  );

/** Class rosters and the user list's export (admins; registered inside the users scope). */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  actions.defineRosterJobs(app);
  const access = { access: admins };

  // The one multipart route of users: the other routes pay nothing for it.
  await app.register(async (forms) => {
    await forms.register(multipartForms);
    const config = { access: admins, limits: [perUser(20, '1 minute')], form: ROSTER_FORM };
    serve(forms, ROSTER_API.preview, config, async (request, reply) => {
      const form = await receiveForm(request, reply, app.uploadTmpDir, ROSTER_FORM);
      try {
        const file = form.files[0];
        if (!file) throw fail(ROSTER_ERRORS.noFile);
        return reply.status(201).send(await actions.previewRoster(app, currentUser(request), file));
      } finally {
        await form.discard();
      }
    });
  });

  // At once: a job makes the accounts (10,000 rows would outlast a proxy's timeout in one request).
  serve(app, ROSTER_API.import, access, async (request, reply) => {
    const { confirmValidRows } = request.body;
    const run = await actions.importRoster(app, currentUser(request), request.params.id, {
      confirmValidRows,
      ip: request.ip,
    });
    return reply.status(202).send(run);
  });

  serve(app, ROSTER_API.progress, access, async (request) =>
    actions.rosterProgress(app, request.params.id, request.query.rows === '1'),
  );

  // gzip, not brotli: a brotli stream holds megabytes of window for a file that compresses well either way.
  serve(
    app,
    ROSTER_API.exportCsv,
    access,
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="users.csv"')
        .header('cache-control', 'no-store')
        .send(exportUsers(app.db)),
    { compress: { encodings: ['gzip'] } },
  );
};
