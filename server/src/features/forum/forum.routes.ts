import { FORUM_API, FORUM_ERRORS, FORUM_EVENTS, FORUM_TEXT, feedSchema } from '@atelier/contract/forum';
import { admins, cohort } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { fail } from '../../lib/errors';
import { EventStreams } from '../../lib/event-stream';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { receiveUpload, withStoredFiles } from '../../lib/upload-forms';
import { multipartForms } from '../../lib/uploads';
import * as actions from './forum.actions';
import { TOPIC } from './forum.actions';
import { defineFileKind, UPLOAD_FORM } from './forum.files';
import { defineHiddenNotice } from './forum.mail';
import * as store from './forum.store';

/** A cohort route at most `max` calls a minute per user. */
const perMinute = (max: number) => ({ access: cohort, limits: [perUser(max, '1 minute')] });

export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new EventStreams();
  app.addHook('preClose', async () => streams.close());
  let version = 0;
  app.changes.on(TOPIC, () => streams.broadcast(FORUM_EVENTS.changed, String(++version)));
  defineFileKind(app);
  defineHiddenNotice(app);
  /** A post as the contract shows it: its attachment's key a fresh signed link. */
  const withMedia =
    (link: (key: string) => string) =>
    <T extends { mediaKey: string | null }>({ mediaKey, ...post }: T) => ({
      ...post,
      mediaUrl: mediaKey ? link(mediaKey) : null,
    });

  const feed = app.cachedAnswers<{ cursor?: string; limit: number; q?: string; authorId?: string }>({
    topic: TOPIC,
    key: (query) => JSON.stringify([query.authorId ?? '', query.cursor ?? '', query.limit, query.q ?? '']),
    maxEntries: 500,
    build: async (query) => {
      const [page, trending, link] = await Promise.all([
        store.listFeed(app.db, { ...query, words: store.searchWords(query.q) }),
        store.trending(app.db),
        app.fileLinks.signer(),
      ]);
      return feedSchema.parse({ ...page, items: page.items.map(withMedia(link)), trending });
    },
  });

  serve(
    app,
    FORUM_API.feed,
    { access: cohort },
    (request, reply) => {
      const { cursor, limit, q, mine } = request.query;
      return feed.send(request, reply, {
        cursor,
        limit,
        q: q || undefined,
        authorId: mine ? currentUser(request)._id : undefined,
      });
    },
    CACHED_ROUTE,
  );

  // Beyond the spec: what moderators have hidden, so a hide can be undone (POST …/hide {hidden:false}).
  serve(app, FORUM_API.hidden, { access: admins }, async (request) =>
    store.listHidden(app.db, request.query),
  );

  serve(app, FORUM_API.stats, { access: cohort }, async (request) =>
    store.stats(app.db, currentUser(request)._id),
  );

  serve(
    app,
    FORUM_API.events,
    { access: cohort },
    (request, reply) => streams.open(request, reply, currentUser(request)._id),
    { compress: false },
  );

  // The one route here that reads a multipart form; the feed beside it pays nothing for that.
  await app.register(async (forms) => {
    await forms.register(multipartForms);
    const upload = { access: cohort, limits: [perUser(30, '10 minutes')], form: UPLOAD_FORM };
    serve(forms, FORUM_API.upload, upload, async (request, reply) => {
      const me = currentUser(request);
      const who = { userId: me._id };
      const form = await receiveUpload(app, request, reply, who, UPLOAD_FORM);
      const place = { reply, who, kind: 'forum' };
      const { key, kind, uploadId } = await withStoredFiles(app, form, place, (keep) => {
        if (!form.files[0]) throw fail(FORUM_ERRORS.noFile);
        return actions.keepUpload(app, me, form.files[0], keep);
      });
      const link = await app.fileLinks.signer();
      return reply.status(201).send({ url: link(key), kind, uploadId });
    });
  });

  serve(app, FORUM_API.create, perMinute(10), async (request, reply) => {
    assertSelf(request, request.body.userId);
    const post = await actions.createPost(app, currentUser(request), request.body);
    const link = await app.fileLinks.signer();
    return reply.status(201).send({ message: FORUM_TEXT.posted, post: withMedia(link)(post) });
  });

  const writes = perMinute(30);

  serve(app, FORUM_API.answer, writes, async (request, reply) => {
    const { questionId, userId, answer } = request.body;
    assertSelf(request, userId);
    const created = await actions.addAnswer(app, currentUser(request), questionId, 'answer', answer);
    return reply.status(201).send({ message: FORUM_TEXT.answered, answer: created });
  });

  serve(app, FORUM_API.comment, writes, async (request, reply) => {
    const { questionId, userId, comment } = request.body;
    assertSelf(request, userId);
    const created = await actions.addAnswer(app, currentUser(request), questionId, 'comment', comment);
    return reply.status(201).send({ message: FORUM_TEXT.commented, answer: created });
  });

  serve(app, FORUM_API.reply, writes, async (request, reply) => {
    const { userId, reply: text, ...target } = request.body;
    assertSelf(request, userId);
    const created = await actions.addReply(app, currentUser(request), target, text);
    return reply.status(201).send({ message: FORUM_TEXT.replied, reply: created });
  });

  serve(app, FORUM_API.likeQuestion, perMinute(120), async (request) => {
    assertSelf(request, request.body.userId);
    return actions.toggleLike(app, currentUser(request), request.body.questionId);
  });

  serve(app, FORUM_API.edit, writes, async (request) => {
    const { kind, id } = request.params;
    await actions.editItem(app, currentUser(request), kind, id, request.body.text);
    return { message: FORUM_TEXT.updated };
  });

  serve(app, FORUM_API.remove, writes, async (request) => {
    await actions.deleteItem(app, currentUser(request), request.params.kind, request.params.id);
    return { message: FORUM_TEXT.deleted };
  });

  serve(app, FORUM_API.hide, { access: admins }, async (request) => {
    const { hidden } = request.body;
    await actions.setHidden(app, currentUser(request), request.params, hidden);
    return { message: hidden ? FORUM_TEXT.hidden : FORUM_TEXT.shown };
  });
};
