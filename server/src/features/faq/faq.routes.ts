import { messageSchema } from '@atelier/contract/common';
import {
  FAQ_TEXT,
  faqCreateBodySchema,
  faqCreatedSchema,
  faqIdParamsSchema,
  faqListSchema,
  faqUpdateBodySchema,
} from '@atelier/contract/faq';
import { admins, type Role } from '@atelier/contract/roles';
import escapeHtml from 'escape-html';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { notFound } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import * as store from './faq.store';

/** Every write to the FAQ changes what someone reads. */
const TOPIC = 'faq';

/** Anyone may ask; a script posting questions is slowed down. */
const ASK_LIMITS: RateLimit[] = [{ max: 5, per: '1 minute', by: 'address' }];

const isAdmin = (role: Role) => (admins as readonly Role[]).includes(role);

const ANSWERED_JOB = 'faq-answered';

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  // What visitors, students and smartLABS members read is the same for all of them: the answered
  // questions, kept gzipped with their ETag until a write. Admins also see the pending questions.
  const answered = app.cachedAnswer({
    topic: TOPIC,
    build: async () => faqListSchema.parse(await store.listFaqs(app.db, { withPending: false })),
  });
  const changed = () => app.changes.announce(app.db, TOPIC);

  // No response schema: the cached answer was parsed with faqListSchema when built, the admins' here.
  app.get('/all', { ...CACHED_ROUTE, config: { access: 'public' } }, async (request, reply) => {
    const caller = await app.identify(request);
    if (!caller || !isAdmin(caller.user.role)) return answered.send(request, reply) ?? reply;
    const all = faqListSchema.parse(await store.listFaqs(app.db, { withPending: true }));
    return reply.header('cache-control', 'no-store').send(all);
  });

  app.jobs.define(ANSWERED_JOB, async ({ to, faqId }) => {
    if (typeof to !== 'string' || typeof faqId !== 'string') return;
    const faq = await store.findFaq(app.db, faqId);
    if (!faq?.answered) return;
    const product = app.config.productName;
    const page = `${app.config.publicUrl}/faqs`;
    const text = `Hello,\n\nYou asked: "${faq.question}"\n\nOur answer: ${faq.answer}\n\nEvery answered question is on ${page}.\n\n${product}`;
    await app.mailer.send({
      to,
      subject: `${product}: your question has an answer`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    });
  });

  app.post(
    '/create',
    {
      config: { access: 'public', limits: ASK_LIMITS },
      schema: { body: faqCreateBodySchema, response: { 201: faqCreatedSchema } },
    },
    async (request, reply) => {
      // The body's `answer` is ignored: a new question waits for an admin's answer.
      const faq = await store.insertQuestion(app.db, request.body.question, request.body.email);
      await changed();
      return reply.status(201).send({ message: FAQ_TEXT.received, faq });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: admins },
      schema: { params: faqIdParamsSchema, body: faqUpdateBodySchema, response: { 200: faqCreatedSchema } },
    },
    async (request) => {
      const saved = await app.db.transaction(async (tx) => {
        const saved = await store.answerFaq(tx, request.params.id, request.body);
        // A visitor who left an address hears of the answer by e-mail (issue 16), after the commit.
        if (saved?.tell) await app.jobs.enqueue(tx, ANSWERED_JOB, { to: saved.tell, faqId: saved.faq._id });
        return saved;
      });
      if (!saved) throw notFound(FAQ_TEXT.notFound);
      await changed();
      return { message: saved.wasAnswered ? FAQ_TEXT.updated : FAQ_TEXT.answered, faq: saved.faq };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: admins },
      schema: { params: faqIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await store.deleteFaq(app.db, request.params.id))) throw notFound(FAQ_TEXT.notFound);
      await changed();
      return { message: FAQ_TEXT.deleted };
    },
  );
};
