import { z } from 'zod';
import { emailSchema, idSchema, messageSchema, requiredText } from './common';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';

export const FAQ_LIMITS = {
  /** A visitor's question: 5 to 500 characters once trimmed. */
  question: { min: 5, max: 500 },
  answer: 5000,
} as const;

/** The spec's exact FAQ strings (spec-2 §3, §5, §8). */
export const FAQ_MESSAGES = {
  pending: 'Pending answer',
  enterQuestion: 'Enter a question',
  saveFailed: 'Error saving FAQ',
} as const;

/** Our own wording where the spec names none. */
export const FAQ_TEXT = {
  received: 'Thank you: your question was received and will appear here once it is answered.',
  tooShort: `A question needs at least ${FAQ_LIMITS.question.min} characters`,
  answered: 'Answer saved',
  updated: 'FAQ updated',
  deleted: 'FAQ deleted',
  notFound: 'FAQ not found',
  confirmDelete: (question: string) => `Delete the question "${question}"?`,
} as const;

export const FAQ_ERRORS = defineErrors('faq', {
  notFound: { status: 404, message: FAQ_TEXT.notFound },
});

const questionText = requiredText(FAQ_LIMITS.question.max, 'Question').refine(
  (s) => s.length === 0 || s.length >= FAQ_LIMITS.question.min,
  FAQ_TEXT.tooShort,
);

/**
 * POST /api/faq/create (public): the spec's client sends `{ question, answer }`; the answer a
 * visitor sends is ignored (every new question is 'Pending answer' until an admin answers it).
 */
export const faqCreateBodySchema = z.object({
  question: questionText,
  answer: z.unknown().optional(),
  /** Beyond the spec (issue 16): where to tell the visitor once it is answered; kept only until then. */
  email: z.union([z.literal(''), emailSchema]).optional(),
});
export type FaqCreateBody = z.input<typeof faqCreateBodySchema>;

export const faqSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** False while the answer is 'Pending answer' (only admins see those). */
  answered: z.boolean(),
  createdAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/faq/all: answered questions, oldest first; admins also get the pending ones. */
export const faqListSchema = z.array(faqSchema);

/** POST /api/faq/create answers the stored question, so the visitor's screen can keep showing it. */
export const faqCreatedSchema = z.object({ message: z.string(), faq: faqSchema });

/** PUT /api/faq/{id} (admin, beyond the spec): answer or edit a question. */
export const faqUpdateBodySchema = z.object({
  question: questionText,
  answer: requiredText(FAQ_LIMITS.answer, 'Answer'),
});
export type FaqUpdateBody = z.input<typeof faqUpdateBodySchema>;

export const faqIdParamsSchema = z.object({ id: idSchema });

export const FAQ_API = {
  /** Answered from a cache built with faqListSchema (the admins' list parsed alike): no response schema. */
  list: get('/api/faq/all', {}),
  ask: post('/api/faq/create', { body: faqCreateBodySchema, response: { 201: faqCreatedSchema } }),
  answer: put('/api/faq/:id', {
    params: faqIdParamsSchema,
    body: faqUpdateBodySchema,
    response: { 200: faqCreatedSchema },
  }),
  remove: del('/api/faq/:id', { params: faqIdParamsSchema, response: { 200: messageSchema } }),
};
