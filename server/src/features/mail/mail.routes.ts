import { MAIL_API, MAIL_ERRORS, MAIL_TEXT } from '@atelier/contract/mail';
import { admins } from '@atelier/contract/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lazySecret } from '../../db/secrets';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';
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

  const access = { access: admins };

  serve(app, MAIL_API.templates, access, async () => store.listTemplates(app.db));

  serve(app, MAIL_API.template, access, async (request) => {
    const template = await store.findTemplate(app.db, request.params.name);
    if (!template) throw fail(MAIL_ERRORS.templateNotFound);
    return template;
  });

  serve(app, MAIL_API.uploadTemplate, access, async (request, reply) => {
    if (!(await store.insertTemplate(app.db, request.body))) throw fail(MAIL_ERRORS.templateTaken);
    return reply.status(201).send({ message: MAIL_TEXT.templateSaved });
  });

  serve(app, MAIL_API.updateTemplate, access, async (request) => {
    const { name, subject, html } = request.body;
    if (!sameName(name, request.params.name)) throw fail(MAIL_ERRORS.nameLocked);
    if (!(await store.updateTemplate(app.db, request.params.name, { subject, html }))) {
      throw fail(MAIL_ERRORS.templateNotFound);
    }
    return { message: MAIL_TEXT.templateUpdated };
  });

  serve(app, MAIL_API.deleteTemplate, access, async (request) => {
    if (!(await store.deleteTemplate(app.db, request.params.name))) throw fail(MAIL_ERRORS.templateNotFound);
    return { message: MAIL_TEXT.templateDeleted };
  });

  serve(app, MAIL_API.settings, access, async () => ({
    ratePerMinute: app.config.mailRatePerMinute,
    transport: app.mailer.transport,
  }));

  serve(app, MAIL_API.log, access, async (request) => store.listMailLog(app.db, request.query));

  // Paced at MAIL_RATE_PER_MIN across processes; a full queue is a 429 saying when to come back.
  serve(app, MAIL_API.sendBulk, access, async (request, reply) =>
    sendBulk(request.body, (seconds) => void reply.header('retry-after', seconds)),
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

    const config = { access: 'public', limits } as const;

    serve(links, MAIL_API.unsubscribePage, config, async (request, reply) => {
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
    });

    serve(links, MAIL_API.unsubscribe, config, async (request, reply) => {
      const { email, sig } = request.query;
      if (!(await valid(email, sig))) return html(reply, 400, invalidPage(app.config.productName));
      await store.suppress(app.db, email.toLowerCase(), MAIL_TEXT.unsubscribed);
      return html(reply, 200, donePage(app.config.productName, email));
    });
  };
  await app.register(unsubscribeLinks);
};
