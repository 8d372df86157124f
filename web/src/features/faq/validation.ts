import { faqCreateBodySchema, faqUpdateBodySchema } from '@atelier/contract/faq';
import { z } from 'zod';
import { worded } from '../../components/ui/form';

/** The visitor's question as the contract checks it (5 to 500 characters), worded for the form. */
export const faqAskSchema = z.object({
  question: worded(faqCreateBodySchema.shape.question, 'Question'),
  /** Optional: where to tell the visitor once the question is answered. */
  email: worded(faqCreateBodySchema.shape.email, 'E-mail'),
});
export type FaqAskValues = z.input<typeof faqAskSchema>;

/** An admin's answer (or edit) of a question. */
export const faqAnswerSchema = z.object({
  question: worded(faqUpdateBodySchema.shape.question, 'Question'),
  answer: worded(faqUpdateBodySchema.shape.answer, 'Answer'),
});
export type FaqAnswerValues = z.input<typeof faqAnswerSchema>;

/**
 * spec-2 §2: the questions in two columns, the first holding half the count rounded up. Returns the
 * two columns in reading order.
 */
export function splitInColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
