import {
  EVENT_CSV_COLUMNS,
  EVENT_ERRORS,
  EVENT_FIELDS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_TEXT,
  EVENTS_API,
  eventMetaListSchema,
  registrationPageSchema,
} from '@atelier/contract/events';
import type { PageQuery } from '@atelier/contract/common';
import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { csvExport } from '../../lib/csv';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { receiveUpload, type UploadForm } from '../../lib/upload-forms';
import { multipartForms } from '../../lib/uploads';
import { createEvent, META_TOPIC, registerForEvent, REGISTRATIONS_TOPIC } from './events.actions';
import * as store from './events.store';

/**
 * The registration form: the event's fields and eventId as text (a few KB at most), the PDF streamed
 * to a temporary file and checked there. Anything past that is not one of ours.
 */
const REGISTRATION_FORM = {
  filePart: 'pdfFile',
  maxFiles: 1,
  // Which of them an event asks for is its own (`registrationValues`): each is optional text here.
  fields: z.object(
    Object.fromEntries([...EVENT_FIELDS, 'eventId'].map((name) => [name, z.string().optional()])),
  ),
  fieldBytes: 4096,
  file: {
    maxBytes: EVENT_LIMITS.pdfBytes,
    accept: ['pdf'],
    tooLarge: EVENT_MESSAGES.pdfTooLarge,
    wrongType: EVENT_TEXT.notPdf,
  },
  tooMany: EVENT_TEXT.tooManyParts,
  unknownPart: EVENT_TEXT.unknownField,
  note: 'The text parts an event asks for are its own (`inputFields`); the PDF only when it asks for one.',
} satisfies UploadForm;

/** An event's registrations as CSV, a thousand rows a query: memory stays flat however many. */
const exportRows = (db: Parameters<typeof store.registrationBatch>[0], eventId: string) =>
  csvExport<store.RegistrationRow, { position: string; id: string }>({
    columns: EVENT_CSV_COLUMNS,
    batch: (after, size) => store.registrationBatch(db, eventId, after, size),
    positionOf: (row) => ({ position: row.position, id: row._id }),
    cells: (row) => [
      row.name,
      row.gender,
      row.email,
      row.phone,
      row.country,
      row.institution,
      row.category,
      row.refCode,
      row.createdAt,
    ],
  });

/** A registration's PDF waits this long for its row (the request storing it) before the sweep may take it. */
const PDF_GRACE_MS = 60 * 60 * 1000;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its files: named by a registration; an event's or registration's deletion leaves them to the sweep.
  app.uploads.defineKind('events', { claimed: store.registrationNames, graceMs: PDF_GRACE_MS });

  const events = app.cachedAnswer({
    topic: META_TOPIC,
    build: async () => eventMetaListSchema.parse(await store.listEvents(app.db)),
  });

  serve(app, EVENTS_API.list, { access: 'public' }, events.send, CACHED_ROUTE);

  serve(app, EVENTS_API.create, { access: admins }, async (request, reply) => {
    await createEvent(app, request.body);
    return reply.status(201).send({ message: EVENT_TEXT.eventCreated });
  });

  // The one route here that reads a multipart form; the polls beside it pay nothing for that.
  await app.register(async (forms) => {
    await forms.register(multipartForms);
    const config = {
      access: 'public',
      limits: [{ max: 10, per: '10 minutes', by: 'address' }],
      form: REGISTRATION_FORM,
    } as const;
    serve(forms, EVENTS_API.register, config, async (request, reply) => {
      const form = await receiveUpload(app, request, reply, 'anonymous', REGISTRATION_FORM);
      await registerForEvent(app, form, reply);
      return reply.status(201).send({ success: true, message: EVENT_MESSAGES.registered });
    });
  });

  const registrations = app.cachedAnswers<{ eventId: string; query: PageQuery }>({
    topic: REGISTRATIONS_TOPIC,
    key: ({ eventId, query }) => JSON.stringify([eventId, query.limit, query.page, query.cursor]),
    build: async ({ eventId, query }) => {
      if (!(await store.findEvent(app.db, eventId))) throw fail(EVENT_ERRORS.eventNotFound);
      const [page, link] = await Promise.all([
        store.listRegistrations(app.db, eventId, query),
        app.fileLinks.signer(),
      ]);
      return registrationPageSchema.parse({
        ...page,
        items: page.items.map(({ pdfKey, position: _position, ...row }) => ({
          ...row,
          pdfUrl: pdfKey ? link(pdfKey) : null,
        })),
      });
    },
  });

  serve(
    app,
    EVENTS_API.registrations,
    { access: admins },
    (request, reply) =>
      registrations.send(request, reply, { eventId: request.params.eventId, query: request.query }),
    CACHED_ROUTE,
  );

  // gzip, not brotli: a brotli stream holds megabytes of window for a file that compresses well either way.
  serve(
    app,
    EVENTS_API.exportCsv,
    { access: admins },
    async (request, reply) => {
      const { eventId } = request.params;
      if (!(await store.findEvent(app.db, eventId))) throw fail(EVENT_ERRORS.eventNotFound);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${eventId}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportRows(app.db, eventId));
    },
    { compress: { encodings: ['gzip'] } },
  );
};
