import { z } from 'zod';
import { idSchema, page, pageQuery, requiredText } from './common';
import { chapterKeySchema } from './courses';
import { get, post } from './endpoints';
import { defineErrors } from './errors';

/** Characters a question, an answer and a reply may hold. */
export const QNA_LIMITS = { question: 2000, answer: 5000, reply: 5000 } as const;

export const QNA_MESSAGES = {
  questionAdded: 'Question posted',
  answerAdded: 'Answer posted',
  replyAdded: 'Reply posted',
  liked: 'Liked',
  unliked: 'Like removed',
  questionNotFound: 'Question not found',
  answerNotFound: 'Answer not found',
} as const;

/** The Q&A routes' refusals (a course's own come from COURSE_ERRORS). */
export const QNA_ERRORS = defineErrors('qna', {
  questionNotFound: { status: 404, message: QNA_MESSAGES.questionNotFound },
  /** No such answer, or not an answer to that question. */
  answerNotFound: { status: 404, message: QNA_MESSAGES.answerNotFound },
});

/** Who wrote a question, answer or reply. */
export const qnaAuthorSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string() });
export type QnaAuthor = z.infer<typeof qnaAuthorSchema>;

export const replySchema = z.object({
  _id: z.string(),
  reply: z.string(),
  userId: qnaAuthorSchema,
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const answerSchema = z.object({
  _id: z.string(),
  answer: z.string(),
  userId: qnaAuthorSchema,
  createdAt: z.string(),
  /** Ids of the users who like it. */
  likes: z.array(z.string()),
  replies: z.array(replySchema),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  question: z.string(),
  userId: qnaAuthorSchema,
  createdAt: z.string(),
  likes: z.array(z.string()),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** A chapter's questions, newest first, a page at a time (`limit`, `cursor`). */
export const questionListQuerySchema = pageQuery;
export const questionListResponseSchema = page(questionSchema);
export type QuestionPage = z.infer<typeof questionListResponseSchema>;

export const qnaParamsSchema = z.object({ courseId: idSchema, chapterId: chapterKeySchema });

export const askBodySchema = z.object({
  courseId: idSchema,
  chapterId: chapterKeySchema,
  userId: idSchema.optional(),
  question: requiredText(QNA_LIMITS.question, 'Question'),
});
export type AskBody = z.input<typeof askBodySchema>;

export const answerBodySchema = z.object({
  questionId: idSchema,
  userId: idSchema.optional(),
  answer: requiredText(QNA_LIMITS.answer, 'Answer'),
});
export type AnswerBody = z.input<typeof answerBodySchema>;

export const replyBodySchema = z.object({
  questionId: idSchema,
  answerId: idSchema,
  userId: idSchema.optional(),
  reply: requiredText(QNA_LIMITS.reply, 'Reply'),
});
export type ReplyBody = z.input<typeof replyBodySchema>;

export const likeQuestionBodySchema = z.object({ questionId: idSchema, userId: idSchema.optional() });
export type LikeQuestionBody = z.input<typeof likeQuestionBodySchema>;

export const likeAnswerBodySchema = z.object({
  questionId: idSchema,
  answerId: idSchema,
  userId: idSchema.optional(),
});
export type LikeAnswerBody = z.input<typeof likeAnswerBodySchema>;

export const askResponseSchema = z.object({ message: z.string(), question: questionSchema });
export const answerResponseSchema = z.object({ message: z.string(), answer: answerSchema });
export const replyResponseSchema = z.object({ message: z.string(), reply: replySchema });

/** Likes toggle: a second like by the same user removes the first. */
export const likeResponseSchema = z.object({ message: z.string(), liked: z.boolean(), likes: z.number() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const QNA_API = {
  list: get('/api/qna/:courseId/:chapterId', {
    params: qnaParamsSchema,
    querystring: questionListQuerySchema,
    response: { 200: questionListResponseSchema },
  }),
  ask: post('/api/qna', { body: askBodySchema, response: { 201: askResponseSchema } }),
  answer: post('/api/qna/answer', { body: answerBodySchema, response: { 201: answerResponseSchema } }),
  reply: post('/api/qna/reply', { body: replyBodySchema, response: { 201: replyResponseSchema } }),
  likeQuestion: post('/api/qna/like-question', {
    body: likeQuestionBodySchema,
    response: { 200: likeResponseSchema },
  }),
  likeAnswer: post('/api/qna/like-answer', {
    body: likeAnswerBodySchema,
    response: { 200: likeResponseSchema },
  }),
};
