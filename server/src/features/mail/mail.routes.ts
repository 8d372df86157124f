import { messageSchema } from '@atelier/contract/common';
import {
  bulkSendBodySchema,
  bulkSendResultSchema,
  MAIL_ERRORS,
  MAIL_TEXT,
  mailLogPageSchema,
  mailLogQuerySchema,
  mailSettingsSchema,
  templateBodySchema,
  templateListSchema,
  templateNameParamsSchema,
  templateSchema,
  unsubscribeQuerySchema,
} from '@atelier/contract/mail';
import { admins } from '@atelier/contract/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lazySecret } from '../../db/secrets';
import { fail } from '../../lib/errors';
import { verifyUnsubscribe } from './compose';
import { bulkSender } from './mail.actions';
import * as store from './mail.store';
import { confirmPage, donePage, invalidPage, UNSUBSCRIBE_PAGE_CSP } from './unsubscribe-page';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Templates (spec-2 §7: /api/upload-template, /api/templates…), the bulk sender
 * (/api/send-bulk-email), the mail log and settings (/api/mail/…) and the public unsubscribe link.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const unsubscribeSecret = lazySecret(app.db, 'unsubscribe-links');
  const sendBulk = bulkSender(app, unsubscribeSecret);

  app.get(
    '/templates',
    { config: { access: admins }, schema: { response: { 200: templateListSchema } } },
    async () => store.listTemplates(app.db),
  );

  app.get(
    '/templates/:name',
    {
      config: { access: admins },
      schema: { params: templateNameParamsSchema, response: { 200: templateSchema } },
    },
    async (request) => {
      const template = await store.findTemplate(app.db, request.params.name);
      if (!template) throw fail(MAIL_ERRORS.templateNotFound);
      return template;
    },
  );

  app.post(
    '/upload-template',
    {
      config: { access: admins },
      schema: { body: templateBodySchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      if (!(await store.insertTemplate(app.db, request.body))) throw fail(MAIL_ERRORS.templateTaken);
      return reply.status(201).send({ message: MAIL_TEXT.templateSaved });
    },
  );

  app.put(
    '/templates/:name',
    {
      config: { access: admins },
      schema: {
        params: templateNameParamsSchema,
        body: templateBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { name, subject, html } = request.body;
      if (!sameName(name, request.params.name)) throw fail(MAIL_ERRORS.nameLocked);
      if (!(await store.updateTemplate(app.db, request.params.name, { subject, html }))) {
        throw fail(MAIL_ERRORS.templateNotFound);
      }
      return { message: MAIL_TEXT.templateUpdated };
    },
  );

  app.delete(
    '/templates/:name',
    {
      config: { access: admins },
      schema: { params: templateNameParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await store.deleteTemplate(app.db, request.params.name)))
        throw fail(MAIL_ERRORS.templateNotFound);
      return { message: MAIL_TEXT.templateDeleted };
    },
  );

  app.get(
    '/mail/settings',
    { config: { access: admins }, schema: { response: { 200: mailSettingsSchema } } },
    async () => ({ ratePerMinute: app.config.mailRatePerMinute, transport: app.mailer.transport }),
  );

  app.get(
    '/mail/log',
    {
      config: { access: admins },
      schema: { querystring: mailLogQuerySchema, response: { 200: mailLogPageSchema } },
    },
    async (request) => store.listMailLog(app.db, request.query),
  );

  // Paced at MAIL_RATE_PER_MIN across processes; a full queue is a 429 saying when to come back.
  app.post(
    '/send-bulk-email',
    {
      config: { access: admins },
      schema: { body: bulkSendBodySchema, response: { 200: bulkSendResultSchema } },
    },
    async (request, reply) => sendBulk(request.body, (seconds) => void reply.header('retry-after', seconds)),
  );

  // The unsubscribe link, opened from a mail client: GET shows a confirmation page; POST (the
  // page's button, or a mail client's one-click request per RFC 8058, whatever its body) unsubscribes.
  const unsubscribeLinks: FastifyPluginAsyncZod = async (links) => {
    // RFC 8058 clients post multipart/form-data or a urlencoded form; the signed address is all
    // that counts, so any small body is read and set aside.
    links.removeAllContentTypeParsers();
    links.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const limits = [{ max: 30, per: '1 minute', by: 'address' as const }];
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(body);
    const valid = async (email: string, sig: string) =>
      email.length > 0 && verifyUnsubscribe(await unsubscribeSecret(), email, sig);

    links.get(
      '/mail/unsubscribe',
      { config: { access: 'public', limits }, schema: { querystring: unsubscribeQuerySchema } },
      async (request, reply) => {
        const { email, sig } = request.query;
        if (!(await valid(email, sig))) return html(reply, 400, invalidPage(app.config.productName));
        const product = app.config.productName;
        return html(
          reply,
          200,
          (await store.isSuppressed(app.db, email.toLowerCase()))
            ? donePage(product, email)
            : confirmPage(product, email),
        );
      },
    );

    links.post(
      '/mail/unsubscribe',
      { config: { access: 'public', limits }, schema: { querystring: unsubscribeQuerySchema } },
      async (request, reply) => {
        const { email, sig } = request.query;
        if (!(await valid(email, sig))) return html(reply, 400, invalidPage(app.config.productName));
        await store.suppress(app.db, email.toLowerCase(), MAIL_TEXT.unsubscribed);
        return html(reply, 200, donePage(app.config.productName, email));
      },
    );
  };
  await app.register(unsubscribeLinks);
};
