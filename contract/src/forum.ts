import { z } from 'zod';
import { idSchema, messageSchema, page, PAGE_LIMITS, pageQuery, requiredText, text } from './common';
import { del, get, patch, post } from './endpoints';
import { defineErrors } from './errors';

/** The smartLABS forum (spec-2 §Forum, §3 Forum post, §7 Forum, §9). */

export const FORUM_CATEGORIES = ['general', 'doubt', 'idea'] as const;
export const forumCategorySchema = z.enum(FORUM_CATEGORIES, {
  message: 'category must be general, doubt or idea',
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

export const FORUM_MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type ForumMediaKind = (typeof FORUM_MEDIA_KINDS)[number];

export const FORUM_LIMITS = {
  /** Characters of a post, an answer or comment, and a reply. */
  post: 5000,
  answer: 5000,
  reply: 2000,
  /** Characters of a search. */
  search: 200,
  /** Bytes an attachment may have, by kind (checked by its content, not its name). */
  bytes: { image: 10 * 1024 * 1024, document: 20 * 1024 * 1024, video: 100 * 1024 * 1024 },
  /** Posts a feed page holds by default and at most. */
  pageSize: 20,
  maxPageSize: 50,
  /** Spec-2 §9: the Trending list and the cut of its text; the feed's refresh. */
  trending: 5,
  trendingChars: 50,
  refreshMs: 2000,
  /** Characters of a hidden item's text the moderators' list shows. */
  hiddenExcerpt: 280,
} as const;

/** The spec's own words (spec-2 §8) and ours beside them. */
export const FORUM_MESSAGES = {
  uploadFailed: 'File upload failed',
} as const;

export const FORUM_TEXT = {
  title: 'Community',
  needTextOrFile: 'Write something or attach a file to post.',
  blankComment: 'A comment cannot be blank.',
  blankAnswer: 'An answer cannot be blank.',
  blankReply: 'A reply cannot be blank.',
  answersOnDoubts: 'Only doubt posts take answers: comment on this post instead.',
  commentsNotOnDoubts: 'Doubt posts take answers, not comments.',
  notYou: 'You can only post as yourself.',
  postNotFound: 'This post no longer exists.',
  answerNotFound: 'This answer no longer exists.',
  replyNotFound: 'This reply no longer exists.',
  notYours: 'You can only change what you wrote.',
  mediaNotFound: 'The attachment was not found: upload it again.',
  wrongFileType:
    'Attach a photo (JPEG, PNG, WebP, GIF), a video (MP4, WebM, MOV) or a document (PDF, Word, PowerPoint, Excel).',
  tooLarge: (kind: ForumMediaKind) =>
    `This ${kind} is too large: ${kind === 'image' ? 'photos' : kind === 'video' ? 'videos' : 'documents'} may be at most ${FORUM_LIMITS.bytes[kind] / 1024 / 1024} MB.`,
  posted: 'Posted',
  answered: 'Answer posted',
  commented: 'Comment posted',
  replied: 'Reply posted',
  updated: 'Updated',
  deleted: 'Deleted',
  hidden: 'Hidden from the forum; the author has been told.',
  shown: 'Shown again in the forum.',
  noHidden: 'Nothing is hidden.',
  hiddenLoadFailed: 'Could not load the hidden items. Please try again.',
  savedPostsEmpty: 'Saved posts are coming soon.',
  jobBoardEmpty: 'The job board is coming soon.',
  noPosts: 'No posts yet. Start the conversation!',
  noMatches: 'No posts match your search.',
  noOwnPosts: 'You have not posted yet.',
  uploading: 'Uploading...',
  loadFailed: 'Could not load the posts. Please try again.',
  loadMoreFailed: 'Could not load more posts. Please try again.',
  writeFailed: 'Could not save. Please try again.',
  likeFailed: 'Could not update the like. Please try again.',
  notAvailable: 'Not available yet',
  deleteConfirm: (noun: string) => `Delete this ${noun}? This cannot be undone.`,
  hideConfirm: (noun: string) => `Hide this ${noun} from every member? Its author will be told by e-mail.`,
  showConfirm: (noun: string) => `Show this ${noun} to every member again?`,
} as const;

/** The refusals of the forum, by code (an upload's own refusals are `uploads.*`). */
export const FORUM_ERRORS = defineErrors('forum', {
  needTextOrFile: { status: 400, message: FORUM_TEXT.needTextOrFile },
  /** The attachment named is not the caller's unclaimed upload (someone else's, used, or swept). */
  mediaNotFound: { status: 400, message: FORUM_TEXT.mediaNotFound },
  answersOnDoubts: { status: 400, message: FORUM_TEXT.answersOnDoubts },
  commentsNotOnDoubts: { status: 400, message: FORUM_TEXT.commentsNotOnDoubts },
  postNotFound: { status: 404, message: FORUM_TEXT.postNotFound },
  answerNotFound: { status: 404, message: FORUM_TEXT.answerNotFound },
  replyNotFound: { status: 404, message: FORUM_TEXT.replyNotFound },
  notYours: { status: 403, message: FORUM_TEXT.notYours },
  /** An edit longer than its kind allows (sent with the limit). */
  tooLong: { status: 400, message: 'The text is too long.' },
  /** An upload without its file part. */
  noFile: { status: 400, message: 'Send one file, in a part named "file".' },
});

/** Who wrote a post, an answer or a reply (the spec's populated `userId`). */
export const forumAuthorSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string() });
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const forumReplySchema = z.object({
  _id: z.string(),
  userId: forumAuthorSchema,
  reply: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

/** An answer (doubt posts) or a comment (the others), oldest first, with its replies oldest first. */
export const forumAnswerSchema = z.object({
  _id: z.string(),
  userId: forumAuthorSchema,
  answer: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  replies: z.array(forumReplySchema),
});
export type ForumAnswer = z.infer<typeof forumAnswerSchema>;

export const forumPostSchema = z.object({
  _id: z.string(),
  userId: forumAuthorSchema,
  question: z.string(),
  category: forumCategorySchema,
  /** A signed link to the attachment (expires within about an hour; the feed hands out fresh ones). */
  mediaUrl: z.string().nullable(),
  mediaKind: z.enum(FORUM_MEDIA_KINDS).nullable(),
  /** Ids of the members who like it. */
  likes: z.array(z.string()),
  answers: z.array(forumAnswerSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

export const trendingPostSchema = z.object({
  _id: z.string(),
  question: z.string(),
  likes: z.number().int(),
});
export type TrendingPost = z.infer<typeof trendingPostSchema>;

/**
 * `GET /api/forum`: newest first, `limit` posts from `cursor` (the previous page's `nextCursor`,
 * as every list pages: common's `pageQuery`; the spec names no query); `q` searches post text on
 * the server; `mine=true` keeps the caller's own posts.
 */
export const feedQuerySchema = z.object({
  cursor: pageQuery.shape.cursor,
  limit: z.coerce.number().int().min(1).max(FORUM_LIMITS.maxPageSize).default(FORUM_LIMITS.pageSize),
  q: text(FORUM_LIMITS.search).optional(),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const feedSchema = z.object({
  items: z.array(forumPostSchema),
  /** Posts in this view (all, mine, or matching the search). */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  /** The top posts by likes across the forum (spec-2 §9: five). */
  trending: z.array(trendingPostSchema),
});
export type Feed = z.infer<typeof feedSchema>;

/** The caller's stats, exactly as spec-2 §Forum defines them. */
export const forumStatsSchema = z.object({
  /** Total Posts: the caller's own posts. */
  posts: z.number().int(),
  /** Post impressions: likes on the caller's own posts. */
  impressions: z.number().int(),
  /** Influence %: (own posts × own likes) / (all posts × all likes) × 100, 0 when nothing is liked. */
  influence: z.number(),
});
export type ForumStats = z.infer<typeof forumStatsSchema>;

/** `POST /api/forum/upload`: the multipart form has no text part, only the file part `file`. */
export const uploadFormSchema = z.object({});

/**
 * `POST /api/forum/upload` (multipart, one part named `file`): a link to show (the spec's `url`),
 * its kind, and the `uploadId` a post names it by.
 */
export const uploadResponseSchema = z.object({
  url: z.string(),
  kind: z.enum(FORUM_MEDIA_KINDS),
  uploadId: idSchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * `POST /api/forum`: the attachment is the `uploadId` an upload answered, or (the spec's client) the
 * `url` it answered as `mediaUrl`; either must be the caller's own upload not yet posted.
 */
export const createPostBodySchema = z.object({
  userId: idSchema.optional(),
  question: text(FORUM_LIMITS.post).default(''),
  category: forumCategorySchema,
  uploadId: idSchema.nullish(),
  mediaUrl: z.string().max(2048).nullish(),
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;

export const answerBodySchema = z.object({
  questionId: idSchema,
  userId: idSchema.optional(),
  answer: requiredText(FORUM_LIMITS.answer, 'Answer').refine((s) => s.length > 0, FORUM_TEXT.blankAnswer),
});
export type ForumAnswerBody = z.input<typeof answerBodySchema>;

/** A comment: the spec's client sends the text as `comment` (older clients as `answer`). */
export const commentBodySchema = z
  .object({
    questionId: idSchema,
    userId: idSchema.optional(),
    comment: text(FORUM_LIMITS.answer).optional(),
    answer: text(FORUM_LIMITS.answer).optional(),
  })
  .transform(({ comment, answer, ...rest }) => ({ ...rest, comment: comment || answer || '' }))
  .refine((b) => b.comment.length > 0, { message: FORUM_TEXT.blankComment, path: ['comment'] });
export type ForumCommentBody = z.input<typeof commentBodySchema>;

export const replyBodySchema = z.object({
  questionId: idSchema,
  answerId: idSchema,
  userId: idSchema.optional(),
  reply: text(FORUM_LIMITS.reply).refine((s) => s.length > 0, FORUM_TEXT.blankReply),
});
export type ForumReplyBody = z.input<typeof replyBodySchema>;

export const likeBodySchema = z.object({ questionId: idSchema, userId: idSchema.optional() });
export type ForumLikeBody = z.input<typeof likeBodySchema>;

/** A like toggles: a second like by the same member removes the first. */
export const likeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type ForumLikeResponse = z.infer<typeof likeResponseSchema>;

export const postResponseSchema = z.object({ message: z.string(), post: forumPostSchema });
export const answerResponseSchema = z.object({ message: z.string(), answer: forumAnswerSchema });
export const replyResponseSchema = z.object({ message: z.string(), reply: forumReplySchema });

/** Moderation (beyond the spec): authors edit and delete their own; admins hide anything. */
export const FORUM_ITEM_KINDS = ['post', 'answer', 'reply'] as const;
export const forumItemParamsSchema = z.object({ kind: z.enum(FORUM_ITEM_KINDS), id: idSchema });
export type ForumItemKind = (typeof FORUM_ITEM_KINDS)[number];
export const editBodySchema = z.object({
  text: text(FORUM_LIMITS.post).refine((s) => s.length > 0, 'The text cannot be blank.'),
});
export type ForumEditBody = z.input<typeof editBodySchema>;
export const hideBodySchema = z.object({ hidden: z.boolean() });
export type ForumHideBody = z.input<typeof hideBodySchema>;

/** `GET /api/forum/hidden` (admins): what is hidden, newest hidden first, to show it again. */
export const hiddenItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(FORUM_ITEM_KINDS),
  /** The start of its text (FORUM_LIMITS.hiddenExcerpt characters). */
  text: z.string(),
  author: forumAuthorSchema,
  hiddenAt: z.string(),
});
export type HiddenItem = z.infer<typeof hiddenItemSchema>;
export const hiddenQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.max).default(PAGE_LIMITS.default),
  cursor: z.string().min(1).max(200).optional(),
});
export type HiddenQuery = z.input<typeof hiddenQuerySchema>;
export const hiddenPageSchema = page(hiddenItemSchema);
export type HiddenPage = z.infer<typeof hiddenPageSchema>;

/** `GET /api/forum/events`: Server-Sent Events; each `changed` event says the feed moved on. */
export const FORUM_EVENTS = { changed: 'changed' } as const;

const item = { params: forumItemParamsSchema };

/** The forum, in the app's /api scope. */
export const FORUM_API = {
  /** No response schema: each cached page is parsed with feedSchema when built. */
  feed: get('/api/forum', { querystring: feedQuerySchema }),
  hidden: get('/api/forum/hidden', { querystring: hiddenQuerySchema, response: { 200: hiddenPageSchema } }),
  stats: get('/api/forum/stats', { response: { 200: forumStatsSchema } }),
  /** Server-sent events: FORUM_EVENTS.changed whenever the forum changes. */
  events: get('/api/forum/events', {}),
  /** A multipart form (its parts declared by the route's `config.form`). */
  upload: post('/api/forum/upload', { response: { 201: uploadResponseSchema } }),
  create: post('/api/forum', { body: createPostBodySchema, response: { 201: postResponseSchema } }),
  answer: post('/api/forum/answer', { body: answerBodySchema, response: { 201: answerResponseSchema } }),
  comment: post('/api/forum/comment', { body: commentBodySchema, response: { 201: answerResponseSchema } }),
  reply: post('/api/forum/reply', { body: replyBodySchema, response: { 201: replyResponseSchema } }),
  likeQuestion: post('/api/forum/like-question', {
    body: likeBodySchema,
    response: { 200: likeResponseSchema },
  }),
  edit: patch('/api/forum/item/:kind/:id', {
    ...item,
    body: editBodySchema,
    response: { 200: messageSchema },
  }),
  remove: del('/api/forum/item/:kind/:id', { ...item, response: { 200: messageSchema } }),
  hide: post('/api/forum/item/:kind/:id/hide', {
    ...item,
    body: hideBodySchema,
    response: { 200: messageSchema },
  }),
};
