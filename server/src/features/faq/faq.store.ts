import { FAQ_MESSAGES, type Faq } from '@atelier/contract/faq';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteById, iso, pick, updateById } from '../../db/rows';
import { faqs } from '../../db/schema/faq';

type FaqRow = typeof faqs.$inferSelect;

function toFaq(row: FaqRow): Faq {
  return {
    _id: row.id,
    ...pick(row, ['question', 'answer', 'answered']),
    createdAt: iso(row.createdAt),
  };
}

/** The FAQ oldest first: the answered questions only, or (for admins) the pending ones among them. */
export async function listFaqs(db: Executor, opts: { withPending: boolean }): Promise<Faq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(opts.withPending ? undefined : eq(faqs.answered, true))
    .orderBy(asc(faqs.createdAt), asc(faqs.id));
  return rows.map(toFaq);
}

/** One FAQ, or undefined. */
export async function findFaq(db: Executor, id: string): Promise<Faq | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row && toFaq(row);
}

/** A visitor's question, stored with the spec's 'Pending answer' until an admin answers it. */
export async function insertQuestion(db: Executor, question: string, email?: string): Promise<Faq> {
  const [row] = await db
    .insert(faqs)
    .values({ question, answer: FAQ_MESSAGES.pending, answered: false, email: email || null })
    .returning();
  return toFaq(row!);
}

/**
 * Sets the question and its answer and marks it answered; `wasAnswered` tells a first answer from
 * an edit. Call inside a transaction (the row stays locked until it ends). Undefined when there is
 * no such FAQ.
 */
export async function answerFaq(
  tx: Executor,
  id: string,
  body: { question: string; answer: string },
): Promise<{ faq: Faq; wasAnswered: boolean; tell: string | null } | undefined> {
  const [before] = await tx
    .select({ answered: faqs.answered, email: faqs.email })
    .from(faqs)
    .where(eq(faqs.id, id))
    .for('update');
  if (!before) return undefined;
  // The visitor's address is kept only until they are told of the first answer.
  const row = await updateById(tx, faqs, id, {
    question: body.question,
    answer: body.answer,
    answered: true,
    email: null,
  });
  return { faq: toFaq(row!), wasAnswered: before.answered, tell: before.answered ? null : before.email };
}

/** False when there is no such FAQ. */
export async function deleteFaq(db: Executor, id: string): Promise<boolean> {
  return deleteById(db, faqs, id);
}
