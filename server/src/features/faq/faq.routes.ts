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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import type { RateLimit } from '../../lib/rate-limit';
import * as actions from './faq.actions';
import * as store from './faq.store';

/** Anyone may ask; a script posting questions is slowed down. */
const ASK_LIMITS: RateLimit[] = [{ max: 5, per: '1 minute', by: 'address' }];

const isAdmin = (role: Role) => (admins as readonly Role[]).includes(role);

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  // What visitors, students and smartLABS members read is the same for all of them: the answered
  // questions, kept gzipped with their ETag until a write. Admins also see the pending questions.
  const answered = app.cachedAnswer({
    topic: actions.FAQ_TOPIC,
    build: async () => faqListSchema.parse(await store.listFaqs(app.db, { withPending: false })),
  });

  // No response schema: the cached answer was parsed with faqListSchema when built, the admins' here.
  app.get('/all', { ...CACHED_ROUTE, config: { access: 'public' } }, async (request, reply) => {
    const caller = await app.identify(request);
    if (!caller || !isAdmin(caller.user.role)) return answered.send(request, reply) ?? reply;
    const all = faqListSchema.parse(await store.listFaqs(app.db, { withPending: true }));
    return reply.header('cache-control', 'no-store').send(all);
  });

  actions.defineAnsweredMail(app);

  app.post(
    '/create',
    {
      config: { access: 'public', limits: ASK_LIMITS },
      schema: { body: faqCreateBodySchema, response: { 201: faqCreatedSchema } },
    },
    async (request, reply) => {
      // The body's `answer` is ignored: a new question waits for an admin's answer.
      const faq = await actions.askQuestion(app, request.body.question, request.body.email);
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
      const saved = await actions.answerQuestion(app, request.params.id, request.body);
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
      await actions.deleteQuestion(app, request.params.id);
      return { message: FAQ_TEXT.deleted };
    },
  );
};
