import type { User } from '@atelier/contract/auth';
import type {
  ForumAnswer,
  ForumAuthor,
  ForumCategory,
  ForumItemKind,
  ForumMediaKind,
  ForumReply,
  ForumStats,
  HiddenItem,
  TrendingPost,
} from '@atelier/contract/forum';
import type { Page } from '@atelier/contract/common';
import { FORUM_LIMITS } from '@atelier/contract/forum';
import { and, asc, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { olderThan, positionColumn } from '../../db/paging';
import { countOf } from '../../db/rows';
import { users } from '../../db/schema/auth';
import { forumAnswers, forumLikes, forumPosts, forumReplies, forumUploads } from '../../db/schema/forum';
import { pageOf } from '../../lib/page';

const author = { _id: users.id, name: users.name, avatar: users.avatar };
const authorOf = (user: User): ForumAuthor => ({ _id: user._id, name: user.name, avatar: user.avatar });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A post as the store reads it: the attachment is a storage key, turned into a link by the route. */
export interface StoredPost {
  _id: string;
  userId: ForumAuthor;
  question: string;
  category: ForumCategory;
  mediaKey: string | null;
  mediaKind: ForumMediaKind | null;
  likes: string[];
  answers: ForumAnswer[];
  createdAt: string;
  editedAt: string | null;
}

export interface FeedFilter {
  /** The previous page's `nextCursor`. */
  cursor?: string;
  limit: number;
  /** Words to find in post text (each a prefix, all of them). */
  words: string[];
  /** Only this member's posts. */
  authorId?: string;
}

/**
 * The words of a search as a tsquery every word of which must match as a prefix ("revit fam" finds
 * "Revit families"); only letters and digits reach the query, so no input can break its syntax.
 */
export function searchWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12).map((w) => w.slice(0, 60));
}

const visible = isNull(forumPosts.hiddenAt);

function feedWhere(filter: FeedFilter): SQL | undefined {
  const conditions: SQL[] = [visible];
  if (filter.authorId) conditions.push(eq(forumPosts.userId, filter.authorId));
  if (filter.words.length > 0) {
    const query = filter.words.map((w) => `${w}:*`).join(' & ');
    conditions.push(sql`${forumPosts.search} @@ to_tsquery('english', ${query})`);
  }
  return and(...conditions);
}

/**
 * A page of the feed, newest first, each post with its author, likes, and visible answers (oldest
 * first) with their visible replies: five queries however many there are.
 */
export async function listFeed(
  db: Executor,
  filter: FeedFilter,
): Promise<{ items: StoredPost[]; total: number; nextCursor: string | null }> {
  const where = feedWhere(filter);
  const total = await countOf(db, forumPosts, where);
  const rows = await db
    .select({ p: forumPosts, author, position: positionColumn(forumPosts.createdAt) })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(filter.cursor ? and(where, olderThan(forumPosts.createdAt, forumPosts.id, filter.cursor)) : where)
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(filter.limit + 1);
  const page = pageOf(rows, total, { limit: filter.limit }, (r) => [r.position, r.p.id]);
  if (page.items.length === 0) return { items: [], total, nextCursor: page.nextCursor };

  const postIds = page.items.map((r) => r.p.id);
  const [answers, replies, likes] = await Promise.all([
    db
      .select({ a: forumAnswers, author })
      .from(forumAnswers)
      .innerJoin(users, eq(users.id, forumAnswers.userId))
      .where(and(inArray(forumAnswers.postId, postIds), isNull(forumAnswers.hiddenAt)))
      .orderBy(asc(forumAnswers.createdAt), asc(forumAnswers.id)),
    db
      .select({ r: forumReplies, postId: forumAnswers.postId, author })
      .from(forumReplies)
      .innerJoin(forumAnswers, eq(forumAnswers.id, forumReplies.answerId))
      .innerJoin(users, eq(users.id, forumReplies.userId))
      .where(
        and(
          inArray(forumAnswers.postId, postIds),
          isNull(forumAnswers.hiddenAt),
          isNull(forumReplies.hiddenAt),
        ),
      )
      .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id)),
    db
      .select({ postId: forumLikes.postId, userId: forumLikes.userId })
      .from(forumLikes)
      .where(inArray(forumLikes.postId, postIds))
      .orderBy(asc(forumLikes.createdAt)),
  ]);

  const repliesOf = new Map<string, ForumReply[]>();
  for (const { r, author: by } of replies) {
    const list = repliesOf.get(r.answerId) ?? [];
    list.push(toReply(r, by));
    repliesOf.set(r.answerId, list);
  }
  const answersOf = new Map<string, ForumAnswer[]>();
  for (const { a, author: by } of answers) {
    const list = answersOf.get(a.postId) ?? [];
    list.push({ ...toAnswer(a, by), replies: repliesOf.get(a.id) ?? [] });
    answersOf.set(a.postId, list);
  }
  const likesOf = new Map<string, string[]>();
  for (const like of likes) {
    const list = likesOf.get(like.postId) ?? [];
    list.push(like.userId);
    likesOf.set(like.postId, list);
  }
  return {
    items: page.items.map(({ p, author: by }) => ({
      ...toPost(p, by, likesOf.get(p.id) ?? []),
      answers: answersOf.get(p.id) ?? [],
    })),
    total,
    nextCursor: page.nextCursor,
  };
}

/** The top posts by likes (spec-2 §9: five), the newer first among equals. */
export async function trending(db: Executor): Promise<TrendingPost[]> {
  const rows = await db
    .select({ _id: forumPosts.id, question: forumPosts.question, likes: forumPosts.likeCount })
    .from(forumPosts)
    .where(visible)
    .orderBy(desc(forumPosts.likeCount), desc(forumPosts.createdAt))
    .limit(FORUM_LIMITS.trending);
  return rows;
}

/**
 * Spec-2 §Forum's stats: Total Posts (own), Post impressions (likes on own posts) and Influence %
 * (own posts × own likes over all posts × all likes), over the posts the forum shows.
 */
export async function stats(db: Executor, userId: string): Promise<ForumStats> {
  const [row] = await db
    .select({
      posts: sql<number>`count(*) FILTER (WHERE ${forumPosts.userId} = ${userId})::int`,
      impressions: sql<number>`coalesce(sum(${forumPosts.likeCount}) FILTER (WHERE ${forumPosts.userId} = ${userId}), 0)::int`,
      allPosts: sql<number>`count(*)::int`,
      allLikes: sql<number>`coalesce(sum(${forumPosts.likeCount}), 0)::int`,
    })
    .from(forumPosts)
    .where(visible);
  const { posts = 0, impressions = 0, allPosts = 0, allLikes = 0 } = row ?? {};
  const whole = allPosts * allLikes;
  const influence = whole === 0 ? 0 : Math.round(((posts * impressions) / whole) * 10000) / 100;
  return { posts, impressions, influence };
}

/** A visible post's category, author and text, or undefined. */
export async function findPost(
  db: Executor,
  postId: string,
): Promise<{ category: ForumCategory; userId: string; question: string } | undefined> {
  const [row] = await db
    .select({ category: forumPosts.category, userId: forumPosts.userId, question: forumPosts.question })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), visible));
  return row;
}

/** The author of `answerId` when it is a visible answer of the visible post `postId`. */
export async function answerOn(db: Executor, postId: string, answerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: forumAnswers.userId })
    .from(forumAnswers)
    .innerJoin(forumPosts, eq(forumPosts.id, forumAnswers.postId))
    .where(
      and(
        eq(forumAnswers.id, answerId),
        eq(forumAnswers.postId, postId),
        isNull(forumAnswers.hiddenAt),
        visible,
      ),
    );
  return row?.userId;
}

export async function insertUpload(
  db: Executor,
  upload: { key: string; userId: string; kind: ForumMediaKind; bytes: number },
): Promise<void> {
  await db.insert(forumUploads).values(upload);
}

/** How a post names its attachment: the key a signed link carries, or the upload's id. */
export type UploadRef = { key: string } | { uploadId: string };

/** The id of an upload: the UUID its key ends in (`forum/2026-11/<uuid>.png`). */
export const uploadIdOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));

/**
 * Claims the caller's unclaimed upload for a post (in the post's transaction); undefined when there
 * is no such upload: someone else's, already used, or swept away.
 */
export async function claimUpload(
  tx: Executor,
  userId: string,
  ref: UploadRef,
): Promise<{ key: string; kind: ForumMediaKind } | undefined> {
  // An id is a UUID (checked by the body's schema): no LIKE wildcard can be in it.
  const named =
    'key' in ref ? eq(forumUploads.key, ref.key) : like(forumUploads.key, `forum/%/${ref.uploadId}.%`);
  const [claimed] = await tx
    .update(forumUploads)
    .set({ claimedAt: new Date() })
    .where(and(named, eq(forumUploads.userId, userId), isNull(forumUploads.claimedAt)))
    .returning({ key: forumUploads.key, kind: forumUploads.kind });
  return claimed;
}

/** Makes a post, with the attachment its action claimed. */
export async function insertPost(
  tx: Executor,
  by: User,
  fields: { question: string; category: ForumCategory; media?: { key: string; kind: ForumMediaKind } },
): Promise<StoredPost> {
  const [row] = await tx
    .insert(forumPosts)
    .values({
      userId: by._id,
      question: fields.question,
      category: fields.category,
      mediaKey: fields.media?.key ?? null,
      mediaKind: fields.media?.kind ?? null,
    })
    .returning();
  return { ...toPost(row!, authorOf(by), []), answers: [] };
}

/** Adds an answer or comment and counts it on its post (in the action's transaction). */
export async function insertAnswer(
  tx: Tx,
  by: User,
  postId: string,
  kind: 'answer' | 'comment',
  text: string,
): Promise<ForumAnswer> {
  const [row] = await tx
    .insert(forumAnswers)
    .values({ postId, userId: by._id, kind, answer: text })
    .returning();
  await tx
    .update(forumPosts)
    .set({ answerCount: sql`${forumPosts.answerCount} + 1` })
    .where(eq(forumPosts.id, postId));
  return { ...toAnswer(row!, authorOf(by)), replies: [] };
}

export async function insertReply(
  db: Executor,
  by: User,
  answerId: string,
  text: string,
): Promise<ForumReply> {
  const [row] = await db.insert(forumReplies).values({ answerId, userId: by._id, reply: text }).returning();
  return toReply(row!, authorOf(by));
}

/**
 * Likes the post, or takes the member's like back: one statement, so two quick clicks or two tabs
 * can neither count a like twice nor lose the count.
 */
export async function toggleLike(
  db: Executor,
  postId: string,
  userId: string,
): Promise<{ liked: boolean; likes: number }> {
  const result = (await db.execute(sql`
    WITH removed AS (
      DELETE FROM forum_likes WHERE post_id = ${postId} AND user_id = ${userId} RETURNING 1
    ), added AS (
      INSERT INTO forum_likes (post_id, user_id)
      SELECT ${postId}, ${userId} WHERE NOT EXISTS (SELECT 1 FROM removed)
      ON CONFLICT DO NOTHING RETURNING 1
    )
    UPDATE forum_posts
    SET like_count = like_count + (SELECT count(*) FROM added) - (SELECT count(*) FROM removed)
    WHERE id = ${postId}
    RETURNING like_count AS likes, (SELECT count(*) FROM added)::int AS liked`)) as unknown as {
    rows: { likes: number; liked: number }[];
  };
  const row = result.rows[0];
  return { liked: (row?.liked ?? 0) > 0, likes: Number(row?.likes ?? 0) };
}

const TABLES = { post: forumPosts, answer: forumAnswers, reply: forumReplies } as const;

/** Who wrote a visible item (and, for an answer, its post): undefined when it is gone or hidden. */
export async function findItem(
  db: Executor,
  kind: ForumItemKind,
  id: string,
): Promise<{ userId: string; postId: string; hidden: boolean } | undefined> {
  if (kind === 'post') {
    const [row] = await db
      .select({ userId: forumPosts.userId, postId: forumPosts.id, hiddenAt: forumPosts.hiddenAt })
      .from(forumPosts)
      .where(eq(forumPosts.id, id));
    return row && { userId: row.userId, postId: row.postId, hidden: row.hiddenAt !== null };
  }
  if (kind === 'answer') {
    const [row] = await db
      .select({ userId: forumAnswers.userId, postId: forumAnswers.postId, hiddenAt: forumAnswers.hiddenAt })
      .from(forumAnswers)
      .where(eq(forumAnswers.id, id));
    return row && { userId: row.userId, postId: row.postId, hidden: row.hiddenAt !== null };
  }
  const [row] = await db
    .select({ userId: forumReplies.userId, postId: forumAnswers.postId, hiddenAt: forumReplies.hiddenAt })
    .from(forumReplies)
    .innerJoin(forumAnswers, eq(forumAnswers.id, forumReplies.answerId))
    .where(eq(forumReplies.id, id));
  return row && { userId: row.userId, postId: row.postId, hidden: row.hiddenAt !== null };
}

/** Changes the text of the author's own visible item; false when there is none. */
export async function editItem(db: Executor, kind: ForumItemKind, id: string, userId: string, text: string) {
  const table = TABLES[kind];
  const column = kind === 'post' ? 'question' : kind === 'answer' ? 'answer' : 'reply';
  const changed = await db
    .update(table)
    .set({ [column]: text, editedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.userId, userId), isNull(table.hiddenAt)))
    .returning({ id: table.id });
  return changed.length > 0;
}

/**
 * Deletes the author's own item with everything under it (an answer leaves its post's count);
 * answers the attachment key to remove from storage, or false when there was nothing to delete.
 */
export async function deleteItem(
  tx: Tx,
  kind: ForumItemKind,
  id: string,
  userId: string,
): Promise<{ mediaKey: string | null } | false> {
  if (kind === 'post') {
    const [row] = await tx
      .delete(forumPosts)
      .where(and(eq(forumPosts.id, id), eq(forumPosts.userId, userId)))
      .returning({ mediaKey: forumPosts.mediaKey });
    if (!row) return false;
    if (row.mediaKey) await tx.delete(forumUploads).where(eq(forumUploads.key, row.mediaKey));
    return { mediaKey: row.mediaKey };
  }
  if (kind === 'answer') {
    const [row] = await tx
      .delete(forumAnswers)
      .where(and(eq(forumAnswers.id, id), eq(forumAnswers.userId, userId)))
      .returning({ postId: forumAnswers.postId, hiddenAt: forumAnswers.hiddenAt });
    if (!row) return false;
    if (!row.hiddenAt) await countAnswer(tx, row.postId, -1);
    return { mediaKey: null };
  }
  const deleted = await tx
    .delete(forumReplies)
    .where(and(eq(forumReplies.id, id), eq(forumReplies.userId, userId)))
    .returning({ id: forumReplies.id });
  return deleted.length > 0 ? { mediaKey: null } : false;
}

async function countAnswer(db: Executor, postId: string, by: 1 | -1) {
  await db
    .update(forumPosts)
    .set({ answerCount: sql`greatest(${forumPosts.answerCount} + ${by}, 0)` })
    .where(eq(forumPosts.id, postId));
}

/**
 * Hides an item from every feed, or shows it again; answers its author and text when the state
 * changed (undefined when it already was so, or does not exist).
 */
export async function setHidden(
  tx: Tx,
  kind: ForumItemKind,
  id: string,
  adminId: string,
  hidden: boolean,
): Promise<{ authorId: string; text: string } | undefined> {
  const table = TABLES[kind];
  const text =
    kind === 'post' ? forumPosts.question : kind === 'answer' ? forumAnswers.answer : forumReplies.reply;
  const [row] = await tx
    .update(table)
    .set(hidden ? { hiddenAt: new Date(), hiddenBy: adminId } : { hiddenAt: null, hiddenBy: null })
    .where(and(eq(table.id, id), hidden ? isNull(table.hiddenAt) : sql`${table.hiddenAt} IS NOT NULL`))
    .returning({ authorId: table.userId, text });
  if (!row) return undefined;
  if (kind === 'answer') {
    const [answer] = await tx
      .select({ postId: forumAnswers.postId })
      .from(forumAnswers)
      .where(eq(forumAnswers.id, id));
    if (answer) await countAnswer(tx, answer.postId, hidden ? -1 : 1);
  }
  return row;
}

/** Each kind's text column, for the moderators' list. */
const TEXTS = { post: forumPosts.question, answer: forumAnswers.answer, reply: forumReplies.reply } as const;

/** One kind's hidden items, newest hidden first, after the cursor: at most `limit + 1`, and how many in all. */
async function hiddenOfKind(db: Executor, kind: ForumItemKind, query: { limit: number; cursor?: string }) {
  const table = TABLES[kind];
  const hidden = sql`${table.hiddenAt} IS NOT NULL`;
  const [counted, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(hidden),
    db
      .select({
        id: table.id,
        text: sql<string>`left(${TEXTS[kind]}, ${FORUM_LIMITS.hiddenExcerpt})`,
        hiddenAt: sql<Date>`${table.hiddenAt}`,
        position: positionColumn(table.hiddenAt),
        author,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(query.cursor ? and(hidden, olderThan(table.hiddenAt, table.id, query.cursor)) : hidden)
      .orderBy(desc(table.hiddenAt), desc(table.id))
      .limit(query.limit + 1),
  ]);
  return { total: counted[0]?.n ?? 0, rows: rows.map((row) => ({ ...row, kind })) };
}

/**
 * What moderators have hidden (posts, answers and replies together), newest hidden first, a page at
 * a time: each kind answers its own newest after the cursor and the three are merged.
 */
export async function listHidden(
  db: Executor,
  query: { limit: number; cursor?: string },
): Promise<Page<HiddenItem>> {
  const kinds = await Promise.all(
    (['post', 'answer', 'reply'] as const).map((kind) => hiddenOfKind(db, kind, query)),
  );
  const newestFirst = (a: { position: string; id: string }, b: { position: string; id: string }) => {
    const byTime = BigInt(b.position) - BigInt(a.position);
    if (byTime !== 0n) return byTime > 0n ? 1 : -1;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
  const rows = kinds.flatMap((k) => k.rows).sort(newestFirst);
  const total = kinds.reduce((sum, k) => sum + k.total, 0);
  const found = pageOf(rows, total, { limit: query.limit }, (row) => [row.position, row.id]);
  return {
    ...found,
    items: found.items.map((row) => ({
      _id: row.id,
      kind: row.kind,
      text: row.text,
      author: row.author,
      hiddenAt: new Date(row.hiddenAt).toISOString(),
    })),
  };
}

/** For the storage sweep: true while a post names the file `key` (plugins/storage.ts). */
export const postNames = (key: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${forumPosts} WHERE ${forumPosts.mediaKey} = ${key})`;

/** The sweep's orphans: their uploads, should no post have claimed them, go with them. */
export async function dropUnclaimedUploads(db: Executor, keys: string[]): Promise<void> {
  await db.delete(forumUploads).where(and(inArray(forumUploads.key, keys), isNull(forumUploads.claimedAt)));
}

export async function findAuthor(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

function toPost(row: typeof forumPosts.$inferSelect, by: ForumAuthor, likes: string[]): StoredPost {
  return {
    _id: row.id,
    userId: by,
    question: row.question,
    category: row.category,
    mediaKey: row.mediaKey,
    mediaKind: row.mediaKind,
    likes,
    answers: [],
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
  };
}

function toAnswer(row: typeof forumAnswers.$inferSelect, by: ForumAuthor): Omit<ForumAnswer, 'replies'> {
  return {
    _id: row.id,
    userId: by,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
  };
}

function toReply(row: typeof forumReplies.$inferSelect, by: ForumAuthor): ForumReply {
  return {
    _id: row.id,
    userId: by,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
  };
}
