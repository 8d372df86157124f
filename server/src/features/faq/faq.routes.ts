import { FAQ_API, FAQ_TEXT, faqListSchema } from '@atelier/contract/faq';
import { admins, type Role } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import type { RateLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
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
  serve(
    app,
    FAQ_API.list,
    { access: 'public' },
    async (request, reply) => {
      const caller = await app.identify(request);
      if (!caller || !isAdmin(caller.user.role)) return answered.send(request, reply) ?? reply;
      const all = faqListSchema.parse(await store.listFaqs(app.db, { withPending: true }));
      return reply.header('cache-control', 'no-store').send(all);
    },
    CACHED_ROUTE,
  );

  actions.defineAnsweredMail(app);

  serve(app, FAQ_API.ask, { access: 'public', limits: ASK_LIMITS }, async (request, reply) => {
    // The body's `answer` is ignored: a new question waits for an admin's answer.
    const faq = await actions.askQuestion(app, request.body.question, request.body.email);
    return reply.status(201).send({ message: FAQ_TEXT.received, faq });
  });

  serve(app, FAQ_API.answer, { access: admins }, async (request) => {
    const saved = await actions.answerQuestion(app, request.params.id, request.body);
    return { message: saved.wasAnswered ? FAQ_TEXT.updated : FAQ_TEXT.answered, faq: saved.faq };
  });

  serve(app, FAQ_API.remove, { access: admins }, async (request) => {
    await actions.deleteQuestion(app, request.params.id);
    return { message: FAQ_TEXT.deleted };
  });
};
