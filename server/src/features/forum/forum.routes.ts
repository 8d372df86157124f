import { messageSchema } from '@atelier/contract/common';
import {
  FORUM_EVENTS,
  FORUM_LIMITS,
  FORUM_TEXT,
  answerBodySchema,
  answerResponseSchema,
  commentBodySchema,
  createPostBodySchema,
  editBodySchema,
  feedQuerySchema,
  feedSchema,
  forumItemParamsSchema,
  forumStatsSchema,
  hiddenPageSchema,
  hiddenQuerySchema,
  hideBodySchema,
  likeBodySchema,
  likeResponseSchema,
  postResponseSchema,
  replyBodySchema,
  replyResponseSchema,
  uploadResponseSchema,
  type ForumMediaKind,
} from '@atelier/contract/forum';
import { admins, cohort } from '@atelier/contract/roles';
import escapeHtml from 'escape-html';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors';
import { EventStreams } from '../../lib/event-stream';
import { perUser } from '../../lib/rate-limit';
import { isKey, type FileExtension } from '../../lib/storage';
import { multipartForms, receiveForm, type FormOptions } from '../../lib/uploads';
import * as store from './forum.store';

const TOPIC = 'forum';
const HIDDEN_JOB = 'forum-hidden-notice';
/** An upload no post claims is removed with its file after this long (issue 14: a day). */
export const UNCLAIMED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const FILES_PREFIX = '/api/files/';
const POST_LINK = (postId: string) => `/dashboard/smartLABS/network?post=${postId}`;

/** What each accepted file type is, read from its bytes (lib/uploads.ts). */
const KIND_OF: Partial<Record<FileExtension, ForumMediaKind>> = {
  jpg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  pdf: 'document',
  docx: 'document',
  pptx: 'document',
  xlsx: 'document',
};
const ACCEPTED = Object.keys(KIND_OF) as FileExtension[];
const LARGEST = Math.max(...Object.values(FORUM_LIMITS.bytes));

/** The storage key behind a link an upload answered (`/api/files/forum/…?exp=&sig=`), if it is one. */
function uploadedKey(mediaUrl: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(mediaUrl, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return undefined;
  const key = pathname.slice(FILES_PREFIX.length);
  return key.startsWith('forum/') && isKey(key) ? key : undefined;
}

/** An upload is one file in a part named "file", typed by its bytes; anything else is a 400. */
const SEND_ONE_FILE = 'Send one file, in a part named "file".';
const UPLOAD_FORM: FormOptions = {
  filePart: 'file',
  maxFiles: 1,
  fields: [],
  fieldBytes: 200,
  file: {
    maxBytes: LARGEST,
    accept: ACCEPTED,
    tooLarge: FORUM_TEXT.tooLarge('video'),
    wrongType: FORUM_TEXT.wrongFileType,
  },
  tooMany: SEND_ONE_FILE,
  tooManyStatus: 400,
  unknownPart: () => SEND_ONE_FILE,
  unreadable: 'The upload could not be read. Please send it again.',
};

export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new EventStreams();
  app.addHook('preClose', async () => streams.close());
  let version = 0;
  app.changes.on(TOPIC, () => streams.broadcast(FORUM_EVENTS.changed, String(++version)));
  const changed = () => app.changes.announce(app.db, TOPIC);

  // Its files: named by a post; an upload no post claims goes after a day with the storage sweep,
  // which also takes a deleted post's file.
  app.uploads.defineKind('forum', {
    claimed: store.postNames,
    graceMs: UNCLAIMED_UPLOAD_MS,
    release: (keys) => store.dropUnclaimedUploads(app.db, keys),
  });
  app.jobs.define(HIDDEN_JOB, async ({ userId, kind, excerpt }) => {
    const to = await store.findAuthor(app.db, String(userId));
    if (!to) return;
    const what = kind === 'post' ? 'post' : kind === 'answer' ? 'answer or comment' : 'reply';
    const product = app.config.productName;
    const text =
      `Hello ${to.name},\n\nA moderator has hidden your ${what} in the smartLABS community, so it no longer ` +
      `shows in the forum:\n\n"${String(excerpt)}"\n\nIf you think this was a mistake, reply to this e-mail.\n\n${product}`;
    await app.mailer.send({
      to: to.email,
      subject: `Your ${what} in the ${product} community was hidden`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    });
  });

  const feed = app.cachedAnswers<{ before?: string; limit: number; q?: string; authorId?: string }>({
    topic: TOPIC,
    key: (query) => JSON.stringify([query.authorId ?? '', query.before ?? '', query.limit, query.q ?? '']),
    maxEntries: 500,
    build: async (query) => {
      const [page, trending, link] = await Promise.all([
        store.listFeed(app.db, { ...query, words: store.searchWords(query.q) }),
        store.trending(app.db),
        app.fileLinks.signer(),
      ]);
      return feedSchema.parse({
        ...page,
        items: page.items.map(({ mediaKey, ...post }) => ({
          ...post,
          mediaUrl: mediaKey ? link(mediaKey) : null,
        })),
        trending,
      });
    },
  });

  app.get(
    '/forum',
    { ...CACHED_ROUTE, config: { access: cohort }, schema: { querystring: feedQuerySchema } },
    (request, reply) => {
      const { before, limit, q, mine } = request.query;
      return feed.send(request, reply, {
        before,
        limit,
        q: q || undefined,
        authorId: mine ? currentUser(request)._id : undefined,
      });
    },
  );

  // Beyond the spec: what moderators have hidden, so a hide can be undone (POST …/hide {hidden:false}).
  app.get(
    '/forum/hidden',
    {
      config: { access: admins },
      schema: { querystring: hiddenQuerySchema, response: { 200: hiddenPageSchema } },
    },
    async (request) => store.listHidden(app.db, request.query),
  );

  app.get(
    '/forum/stats',
    { config: { access: cohort }, schema: { response: { 200: forumStatsSchema } } },
    async (request) => store.stats(app.db, currentUser(request)._id),
  );

  app.get('/forum/events', { config: { access: cohort }, compress: false }, (request, reply) =>
    streams.open(request, reply, currentUser(request)._id),
  );

  // The one route here that reads a multipart form; the feed beside it pays nothing for that.
  await app.register(async (forms) => {
    await forms.register(multipartForms);
    forms.post(
      '/forum/upload',
      {
        config: { access: cohort, limits: [perUser(30, '10 minutes')] },
        schema: { response: { 201: uploadResponseSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await app.uploads.precheck(request, reply, { userId: user._id }, UPLOAD_FORM);
        const form = await receiveForm(request, reply, app.uploadTmpDir, UPLOAD_FORM);
        const received = form.files[0];
        if (!received) throw badRequest(SEND_ONE_FILE);
        try {
          const kind = KIND_OF[received.extension]!;
          if (received.bytes > FORUM_LIMITS.bytes[kind]) throw new HttpError(413, FORUM_TEXT.tooLarge(kind));
          if (received.bytes === 0) throw badRequest('The file is empty.');
          const [key] = await app.uploads.store(reply, { userId: user._id }, 'forum', [received]);
          try {
            await store.insertUpload(app.db, { key: key!, userId: user._id, kind, bytes: received.bytes });
          } catch (err) {
            await app.uploads.remove([key]);
            throw err;
          }
          const link = await app.fileLinks.signer();
          return await reply.status(201).send({ url: link(key!), kind });
        } finally {
          await form.discard();
        }
      },
    );
  });

  app.post(
    '/forum',
    {
      config: { access: cohort, limits: [perUser(10, '1 minute')] },
      schema: { body: createPostBodySchema, response: { 201: postResponseSchema } },
    },
    async (request, reply) => {
      const { userId, question, category, mediaUrl } = request.body;
      assertSelf(request, userId);
      const mediaKey = mediaUrl ? (uploadedKey(mediaUrl) ?? null) : null;
      if (mediaUrl && !mediaKey) throw badRequest(FORUM_TEXT.mediaNotFound);
      if (!question && !mediaKey) throw badRequest(FORUM_TEXT.needTextOrFile);
      const post = await store.insertPost(app.db, currentUser(request), { question, category, mediaKey });
      if (!post) throw badRequest(FORUM_TEXT.mediaNotFound);
      await changed();
      const link = await app.fileLinks.signer();
      const { mediaKey: key, ...rest } = post;
      return reply
        .status(201)
        .send({ message: FORUM_TEXT.posted, post: { ...rest, mediaUrl: key ? link(key) : null } });
    },
  );

  /** Answers (doubt posts) and comments (the others) are one list; the route must match the post. */
  async function addAnswer(
    request: FastifyRequest,
    postId: string,
    kind: 'answer' | 'comment',
    text: string,
  ) {
    const post = await store.findPost(app.db, postId);
    if (!post) throw notFound(FORUM_TEXT.postNotFound);
    if (kind === 'answer' && post.category !== 'doubt') throw badRequest(FORUM_TEXT.answersOnDoubts);
    if (kind === 'comment' && post.category === 'doubt') throw badRequest(FORUM_TEXT.commentsNotOnDoubts);
    const me = currentUser(request);
    const { answer, written } = await app.db.transaction(async (tx) => {
      const answer = await store.insertAnswer(tx, me, postId, kind, text);
      const written = await app.notify(
        tx,
        { userIds: [post.userId] },
        {
          kind: 'forum_answer',
          title: `${me.name} ${kind === 'answer' ? 'answered your doubt' : 'commented on your post'}`,
          body: text,
          link: POST_LINK(postId),
          except: me._id,
        },
      );
      return { answer, written };
    });
    await Promise.all([changed(), written.announce()]);
    return answer;
  }

  app.post(
    '/forum/answer',
    {
      config: { access: cohort, limits: [perUser(30, '1 minute')] },
      schema: { body: answerBodySchema, response: { 201: answerResponseSchema } },
    },
    async (request, reply) => {
      const { questionId, userId, answer } = request.body;
      assertSelf(request, userId);
      const created = await addAnswer(request, questionId, 'answer', answer);
      return reply.status(201).send({ message: FORUM_TEXT.answered, answer: created });
    },
  );

  app.post(
    '/forum/comment',
    {
      config: { access: cohort, limits: [perUser(30, '1 minute')] },
      schema: { body: commentBodySchema, response: { 201: answerResponseSchema } },
    },
    async (request, reply) => {
      const { questionId, userId, comment } = request.body;
      assertSelf(request, userId);
      const created = await addAnswer(request, questionId, 'comment', comment);
      return reply.status(201).send({ message: FORUM_TEXT.commented, answer: created });
    },
  );

  app.post(
    '/forum/reply',
    {
      config: { access: cohort, limits: [perUser(30, '1 minute')] },
      schema: { body: replyBodySchema, response: { 201: replyResponseSchema } },
    },
    async (request, reply) => {
      const { questionId, answerId, userId, reply: text } = request.body;
      assertSelf(request, userId);
      const post = await store.findPost(app.db, questionId);
      if (!post) throw notFound(FORUM_TEXT.postNotFound);
      const answerAuthor = await store.answerOn(app.db, questionId, answerId);
      if (!answerAuthor) throw notFound(FORUM_TEXT.answerNotFound);
      const me = currentUser(request);
      const { created, written } = await app.db.transaction(async (tx) => {
        const created = await store.insertReply(tx, me, answerId, text);
        const written = await app.notify(
          tx,
          { userIds: [post.userId, answerAuthor] },
          {
            kind: 'forum_answer',
            title: `${me.name} replied in a thread you are part of`,
            body: text,
            link: POST_LINK(questionId),
            except: me._id,
          },
        );
        return { created, written };
      });
      await Promise.all([changed(), written.announce()]);
      return reply.status(201).send({ message: FORUM_TEXT.replied, reply: created });
    },
  );

  app.post(
    '/forum/like-question',
    {
      config: { access: cohort, limits: [perUser(120, '1 minute')] },
      schema: { body: likeBodySchema, response: { 200: likeResponseSchema } },
    },
    async (request) => {
      const { questionId, userId } = request.body;
      assertSelf(request, userId);
      const post = await store.findPost(app.db, questionId);
      if (!post) throw notFound(FORUM_TEXT.postNotFound);
      const me = currentUser(request);
      const { state, written } = await app.db.transaction(async (tx) => {
        const state = await store.toggleLike(tx, questionId, me._id);
        // Likes on one post are one unread notification that counts them; taking a like back tells nobody.
        const written = state.liked
          ? await app.notify(
              tx,
              { userIds: [post.userId] },
              {
                kind: 'forum_like',
                title: 'Members liked your post',
                body: post.question,
                link: POST_LINK(questionId),
                groupKey: `forum-like:${questionId}`,
                except: me._id,
              },
            )
          : undefined;
        return { state, written };
      });
      await Promise.all([changed(), written?.announce()]);
      return state;
    },
  );

  const notFoundText = {
    post: FORUM_TEXT.postNotFound,
    answer: FORUM_TEXT.answerNotFound,
    reply: FORUM_TEXT.replyNotFound,
  };

  /** The author's own visible item, else 404 (gone or hidden) or 403 (someone else's). */
  async function ownItem(request: FastifyRequest, kind: 'post' | 'answer' | 'reply', id: string) {
    const item = await store.findItem(app.db, kind, id);
    if (!item || item.hidden) throw notFound(notFoundText[kind]);
    if (item.userId !== currentUser(request)._id) throw forbidden(FORUM_TEXT.notYours);
    return item;
  }

  app.patch(
    '/forum/item/:kind/:id',
    {
      config: { access: cohort, limits: [perUser(30, '1 minute')] },
      schema: { params: forumItemParamsSchema, body: editBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      await ownItem(request, kind, id);
      const max =
        kind === 'reply' ? FORUM_LIMITS.reply : kind === 'answer' ? FORUM_LIMITS.answer : FORUM_LIMITS.post;
      if (request.body.text.length > max) throw badRequest(`must be at most ${max} characters`);
      if (!(await store.editItem(app.db, kind, id, currentUser(request)._id, request.body.text))) {
        throw notFound(notFoundText[kind]);
      }
      await changed();
      return { message: FORUM_TEXT.updated };
    },
  );

  app.delete(
    '/forum/item/:kind/:id',
    {
      config: { access: cohort, limits: [perUser(30, '1 minute')] },
      schema: { params: forumItemParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      await ownItem(request, kind, id);
      const deleted = await store.deleteItem(app.db, kind, id, currentUser(request)._id);
      if (!deleted) throw notFound(notFoundText[kind]);
      await app.uploads.remove([deleted.mediaKey]);
      await changed();
      return { message: FORUM_TEXT.deleted };
    },
  );

  app.post(
    '/forum/item/:kind/:id/hide',
    {
      config: { access: admins },
      schema: { params: forumItemParamsSchema, body: hideBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { hidden } = request.body;
      if (!(await store.findItem(app.db, kind, id))) throw notFound(notFoundText[kind]);
      const changedItem = await store.setHidden(app.db, kind, id, currentUser(request)._id, hidden);
      if (changedItem) {
        if (hidden) {
          const excerpt =
            changedItem.text.length > 200 ? `${changedItem.text.slice(0, 200)}…` : changedItem.text;
          await app.jobs.enqueue(app.db, HIDDEN_JOB, { userId: changedItem.authorId, kind, excerpt });
        }
        await changed();
      }
      return { message: hidden ? FORUM_TEXT.hidden : FORUM_TEXT.shown };
    },
  );
};
