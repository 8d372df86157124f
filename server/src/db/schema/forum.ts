import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, at, createdAt, ownedBy, doneBy, searchOf } from './columns';
import { users } from './auth';
import { replyTo } from './threads';

/**
 * What a post, answer and reply each keep for moderation: when its author last edited it, and
 * when and by whom it was hidden (a hidden item has left every feed; its author was told).
 */
const moderated = () => ({
  editedAt: at('edited_at'),
  hiddenAt: at('hidden_at'),
  hiddenBy: doneBy('hidden_by', () => users.id),
});

/**
 * A forum post (spec-2 §3 Forum post). `like_count` and `answer_count` are kept in the same
 * statement as the like or answer that changes them, so the feed and Trending read no aggregates.
 * A hidden post (`hidden_at`) has left every feed; its author was told.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    question: text('question').notNull().default(''),
    category: text('category', { enum: ['general', 'doubt', 'idea'] }).notNull(),
    /** The attachment in storage (`forum/…`), and what kind of file it is. */
    mediaKey: text('media_key'),
    mediaKind: text('media_kind', { enum: ['image', 'video', 'document'] }),
    likeCount: integer('like_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    search: searchOf(sql`to_tsvector('english', question)`),
    ...moderated(),
    createdAt: createdAt(),
  },
  (t) => [
    index('forum_posts_feed_idx').on(t.createdAt, t.id),
    index('forum_posts_user_idx').on(t.userId, t.createdAt, t.id),
    index('forum_posts_trending_idx').on(t.likeCount, t.createdAt),
    index('forum_posts_search_idx').using('gin', t.search),
  ],
);

/** An answer (on a doubt post) or a comment (on the others): `kind` says which. */
export const forumAnswers = pgTable(
  'forum_answers',
  {
    id: id(),
    postId: ownedBy('post_id', () => forumPosts.id),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: ['answer', 'comment'] }).notNull(),
    answer: text('answer').notNull(),
    ...moderated(),
    createdAt: createdAt(),
  },
  (t) => [index('forum_answers_post_idx').on(t.postId, t.createdAt, t.id)],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    ...replyTo(() => forumAnswers.id),
    ...moderated(),
    createdAt: createdAt(),
  },
  (t) => [index('forum_replies_answer_idx').on(t.answerId, t.createdAt, t.id)],
);

/** One row per member and post: the key makes a like count once. */
export const forumLikes = pgTable(
  'forum_likes',
  {
    postId: ownedBy('post_id', () => forumPosts.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_likes_user_idx').on(t.userId)],
);

/**
 * A file uploaded for a post that is not made yet (`POST /api/forum/upload`). The post claims it
 * (`claimed_at`); an upload nobody claims within a day is deleted with its file.
 */
export const forumUploads = pgTable(
  'forum_uploads',
  {
    key: text('key').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    bytes: integer('bytes').notNull(),
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('forum_uploads_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`claimed_at IS NULL`),
  ],
);
