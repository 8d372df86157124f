import { formatWait, messageSchema } from '@atelier/contract/common';
import {
  bulkSendBodySchema,
  bulkSendResultSchema,
  MAIL_TEXT,
  mailLogPageSchema,
  mailLogQuerySchema,
  mailSettingsSchema,
  templateBodySchema,
  templateListSchema,
  templateNameParamsSchema,
  templateSchema,
  unsubscribeQuerySchema,
  type FailedRecipient,
} from '@atelier/contract/mail';
import { admins } from '@atelier/contract/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import { insertMailLog } from '../../db/mail-log-store';
import { lazySecret } from '../../db/secrets';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { failureReason } from '../../lib/mailer';
import { composeBulkMessage, verifyUnsubscribe, type BulkRecipient, type ComposeOptions } from './compose';
import * as store from './mail.store';
import { confirmPage, donePage, invalidPage, UNSUBSCRIBE_PAGE_CSP } from './unsubscribe-page';

/** The longest a send request waits for its turn at the configured rate before it is told to come back. */
const MAX_WAIT_MS = 30_000;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Templates (spec-2 §7: /api/upload-template, /api/templates…), the bulk sender
 * (/api/send-bulk-email), the mail log and settings (/api/mail/…) and the public unsubscribe link.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const unsubscribeSecret = lazySecret(app.db, 'unsubscribe-links');
  const intervalMs = 60_000 / app.config.mailRatePerMinute;

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
      if (!template) throw notFound(MAIL_TEXT.templateNotFound);
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
      if (!(await store.insertTemplate(app.db, request.body))) throw conflict(MAIL_TEXT.templateTaken);
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
      if (!sameName(name, request.params.name)) throw badRequest(MAIL_TEXT.nameLocked);
      if (!(await store.updateTemplate(app.db, request.params.name, { subject, html }))) {
        throw notFound(MAIL_TEXT.templateNotFound);
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
        throw notFound(MAIL_TEXT.templateNotFound);
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

  /**
   * Sends the template to each address in order, each at its turn at MAIL_RATE_PER_MIN (shared by
   * every process), and answers which were not sent and why: a relay's refusal, an address listed
   * twice, or one that unsubscribed. A relay that refuses one recipient does not stop the others.
   */
  app.post(
    '/send-bulk-email',
    {
      config: { access: admins },
      schema: { body: bulkSendBodySchema, response: { 200: bulkSendResultSchema } },
    },
    async (request, reply) => {
      const template = await store.findTemplate(app.db, request.body.templateName);
      if (!template) throw notFound(MAIL_TEXT.templateNotFound);
      const recipients: BulkRecipient[] = request.body.emailList.map((r) =>
        typeof r === 'string' ? { email: r, name: '' } : { email: r.email, name: r.name ?? '' },
      );
      const suppressed = await store.suppressedAmong(
        app.db,
        recipients.map((r) => r.email),
      );
      const failedList: FailedRecipient[] = [];
      const seen = new Set<string>();
      const skipped: BulkRecipient[] = [];
      const sendable: BulkRecipient[] = [];
      for (const recipient of recipients) {
        if (seen.has(recipient.email)) {
          failedList.push({ email: recipient.email, reason: MAIL_TEXT.duplicate });
        } else if (suppressed.has(recipient.email)) {
          failedList.push({ email: recipient.email, reason: MAIL_TEXT.unsubscribed });
          skipped.push(recipient);
        } else {
          sendable.push(recipient);
        }
        seen.add(recipient.email);
      }

      const start = Date.now();
      const slots = sendable.length > 0 ? await reserve(reply, sendable.length) : 0;
      for (const recipient of skipped) {
        await insertMailLog(app.db, {
          kind: 'bulk',
          recipient: recipient.email,
          subject: template.subject,
          templateName: template.name,
          status: 'suppressed',
          detail: MAIL_TEXT.unsubscribed,
        });
      }
      const opts: ComposeOptions = {
        productName: app.config.productName,
        publicUrl: app.config.publicUrl,
        unsubscribeMailto: app.config.unsubscribeMailto,
        unsubscribeSecret: await unsubscribeSecret(),
      };
      for (const [i, recipient] of sendable.entries()) {
        const wait = start + slots + i * intervalMs - Date.now();
        if (wait > 0) await sleep(wait);
        try {
          await app.mailer.send(composeBulkMessage(template, recipient, opts));
        } catch (err) {
          failedList.push({ email: recipient.email, reason: failureReason(err) });
        }
      }
      return { failedList };
    },
  );

  /** Takes the send slots or refuses with 429 and when to come back; answers how long until the first. */
  async function reserve(reply: FastifyReply, count: number): Promise<number> {
    const slot = await store.reserveSlots(app.db, count, intervalMs, MAX_WAIT_MS);
    if (slot.ok) return slot.firstInMs;
    const seconds = Math.max(1, Math.ceil(slot.retryInMs / 1000));
    reply.header('retry-after', seconds);
    throw tooManyRequests(MAIL_TEXT.rateBusy(formatWait(seconds)));
  }

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
