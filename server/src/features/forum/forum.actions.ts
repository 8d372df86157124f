import type { User } from '@atelier/contract/auth';
import {
  FORUM_ERRORS,
  FORUM_LIMITS,
  FORUM_TEXT,
  type ForumCategory,
  type ForumItemKind,
} from '@atelier/contract/forum';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import type { StoredFile } from '../../lib/upload-forms';
import type { ReceivedFile } from '../../lib/uploads';
import { KIND_OF, uploadedKey } from './forum.files';
import { queueHiddenNotice } from './forum.mail';
import * as store from './forum.store';

/** The topic every change of the forum is announced on (the feed's cache, the live events). */
export const TOPIC = 'forum';
const POST_LINK = (postId: string) => `/dashboard/smartLABS/network?post=${postId}`;

/** Keeps an uploaded file as the caller's unclaimed upload, until a post claims it (or the sweep takes it). */
export async function keepUpload(
  app: FastifyInstance,
  me: User,
  file: ReceivedFile,
  keep: () => Promise<StoredFile[]>,
) {
  const kind = KIND_OF[file.extension]!;
  if (file.bytes > FORUM_LIMITS.bytes[kind]) throw fail(UPLOAD_ERRORS.tooLarge, FORUM_TEXT.tooLarge(kind));
  const [stored] = await keep();
  const key = stored!.key;
  await store.insertUpload(app.db, { key, userId: me._id, kind, bytes: file.bytes });
  return { key, kind, uploadId: store.uploadIdOf(key) };
}

/** A post, with the caller's upload it names (by `uploadId`, or the spec's `mediaUrl`) claimed in the same transaction. */
export async function createPost(
  app: FastifyInstance,
  me: User,
  body: { question: string; category: ForumCategory; uploadId?: string | null; mediaUrl?: string | null },
) {
  const key = body.mediaUrl ? uploadedKey(body.mediaUrl) : undefined;
  if (!body.uploadId && body.mediaUrl && !key) throw fail(FORUM_ERRORS.mediaNotFound);
  const ref: store.UploadRef | undefined = body.uploadId
    ? { uploadId: body.uploadId }
    : key
      ? { key }
      : undefined;
  if (!body.question && !ref) throw fail(FORUM_ERRORS.needTextOrFile);
  return app.transact(async ({ tx, announce }) => {
    const media = ref ? await store.claimUpload(tx, me._id, ref) : undefined;
    if (ref && !media) throw fail(FORUM_ERRORS.mediaNotFound);
    announce(TOPIC);
    return store.insertPost(tx, me, { question: body.question, category: body.category, media });
  });
}

/**
 * Writes `me`'s answer, comment or reply to a post and tells `to` (never `me`) of its `text` on the
 * bell, all in one transaction announced on the forum's topic.
 */
function writeAndTell<T>(
  app: FastifyInstance,
  me: User,
  note: { postId: string; text: string; to: string[]; title: string },
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return app.transact(async ({ tx, announce, notify }) => {
    const written = await write(tx);
    await notify(
      { userIds: note.to },
      {
        kind: 'forum_answer',
        title: note.title,
        body: note.text,
        link: POST_LINK(note.postId),
        except: me._id,
      },
    );
    announce(TOPIC);
    return written;
  });
}

/** Answers (doubt posts) and comments (the others) are one list; the route must match the post. */
export async function addAnswer(
  app: FastifyInstance,
  me: User,
  postId: string,
  kind: 'answer' | 'comment',
  text: string,
) {
  const post = await store.findPost(app.db, postId);
  if (!post) throw fail(FORUM_ERRORS.postNotFound);
  if (kind === 'answer' && post.category !== 'doubt') throw fail(FORUM_ERRORS.answersOnDoubts);
  if (kind === 'comment' && post.category === 'doubt') throw fail(FORUM_ERRORS.commentsNotOnDoubts);
  const title = `${me.name} ${kind === 'answer' ? 'answered your doubt' : 'commented on your post'}`;
  return writeAndTell(app, me, { postId, text, to: [post.userId], title }, (tx) =>
    store.insertAnswer(tx, me, postId, kind, text),
  );
}

/** A reply under an answer; the post's author and the answer's hear of it. */
export async function addReply(
  app: FastifyInstance,
  me: User,
  target: { questionId: string; answerId: string },
  text: string,
) {
  const post = await store.findPost(app.db, target.questionId);
  if (!post) throw fail(FORUM_ERRORS.postNotFound);
  const answerAuthor = await store.answerOn(app.db, target.questionId, target.answerId);
  if (!answerAuthor) throw fail(FORUM_ERRORS.answerNotFound);
  const title = `${me.name} replied in a thread you are part of`;
  const to = [post.userId, answerAuthor];
  return writeAndTell(app, me, { postId: target.questionId, text, to, title }, (tx) =>
    store.insertReply(tx, me, target.answerId, text),
  );
}

/** Likes a post or takes the like back; likes on one post are one unread notification that counts them. */
export async function toggleLike(app: FastifyInstance, me: User, postId: string) {
  const post = await store.findPost(app.db, postId);
  if (!post) throw fail(FORUM_ERRORS.postNotFound);
  return app.transact(async ({ tx, announce, notify }) => {
    const state = await store.toggleLike(tx, postId, me._id);
    // Taking a like back tells nobody.
    if (state.liked) {
      await notify(
        { userIds: [post.userId] },
        {
          kind: 'forum_like',
          title: 'Members liked your post',
          body: post.question,
          link: POST_LINK(postId),
          groupKey: `forum-like:${postId}`,
          except: me._id,
        },
      );
    }
    announce(TOPIC);
    return state;
  });
}

const NOT_FOUND = {
  post: FORUM_ERRORS.postNotFound,
  answer: FORUM_ERRORS.answerNotFound,
  reply: FORUM_ERRORS.replyNotFound,
} as const;
const MAX_TEXT = { post: FORUM_LIMITS.post, answer: FORUM_LIMITS.answer, reply: FORUM_LIMITS.reply } as const;

/** The author's own visible item, else 404 (gone or hidden) or 403 (someone else's). */
async function ownItem(app: FastifyInstance, me: User, kind: ForumItemKind, id: string) {
  const item = await store.findItem(app.db, kind, id);
  if (!item || item.hidden) throw fail(NOT_FOUND[kind]);
  if (item.userId !== me._id) throw fail(FORUM_ERRORS.notYours);
}

/** Changes the text of the author's own item. */
export async function editItem(
  app: FastifyInstance,
  me: User,
  kind: ForumItemKind,
  id: string,
  text: string,
) {
  await ownItem(app, me, kind, id);
  const max = MAX_TEXT[kind];
  if (text.length > max) throw fail(FORUM_ERRORS.tooLong, `must be at most ${max} characters`);
  await app.transact(async ({ tx, announce }) => {
    if (!(await store.editItem(tx, kind, id, me._id, text))) throw fail(NOT_FOUND[kind]);
    announce(TOPIC);
  });
}

/** Deletes the author's own item with everything under it; a post's attachment goes once that commits. */
export async function deleteItem(app: FastifyInstance, me: User, kind: ForumItemKind, id: string) {
  await ownItem(app, me, kind, id);
  await app.transact(async ({ tx, announce, afterCommit }) => {
    const deleted = await store.deleteItem(tx, kind, id, me._id);
    if (!deleted) throw fail(NOT_FOUND[kind]);
    afterCommit(() => app.uploads.remove([deleted.mediaKey]));
    announce(TOPIC);
  });
}

/** Hides an item from every feed (its author is told by e-mail) or shows it again. */
export async function setHidden(
  app: FastifyInstance,
  admin: User,
  target: { kind: ForumItemKind; id: string },
  hidden: boolean,
) {
  const { kind, id } = target;
  if (!(await store.findItem(app.db, kind, id))) throw fail(NOT_FOUND[kind]);
  await app.transact(async ({ tx, announce }) => {
    const changed = await store.setHidden(tx, kind, id, admin._id, hidden);
    if (!changed) return;
    if (hidden) await queueHiddenNotice(app, tx, { authorId: changed.authorId, kind, text: changed.text });
    announce(TOPIC);
  });
}
