import { FAQ_ERRORS, type Faq } from '@atelier/contract/faq';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import * as store from './faq.store';

/** Every write to the FAQ changes what someone reads (the cached answer listens to this topic). */
export const FAQ_TOPIC = 'faq';

const ANSWERED_JOB = 'faq-answered';

/** The e-mail that tells a visitor who left an address that their question has an answer (issue 16). */
export function defineAnsweredMail(app: FastifyInstance): void {
  app.jobs.define(ANSWERED_JOB, async ({ to, faqId }) => {
    if (typeof to !== 'string' || typeof faqId !== 'string') return;
    const faq = await store.findFaq(app.db, faqId);
    if (!faq?.answered) return;
    const product = app.config.productName;
    const page = `${app.config.publicUrl}/faqs`;
    const text = `Hello,\n\nYou asked: "${faq.question}"\n\nOur answer: ${faq.answer}\n\nEvery answered question is on ${page}.\n\n${product}`;
    await app.mailer.send({
      to,
      subject: `${product}: your question has an answer`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    });
  });
}

/** A visitor's question, waiting for an admin's answer. */
export async function askQuestion(app: FastifyInstance, question: string, email?: string): Promise<Faq> {
  return app.transact(async ({ tx, announce }) => {
    const faq = await store.insertQuestion(tx, question, email);
    announce(FAQ_TOPIC);
    return faq;
  });
}

/** Saves the answer; a visitor who left an address hears of it by e-mail, sent after the commit. */
export async function answerQuestion(
  app: FastifyInstance,
  id: string,
  body: { question: string; answer: string },
): Promise<{ faq: Faq; wasAnswered: boolean }> {
  return app.writeOr404(FAQ_TOPIC, FAQ_ERRORS.notFound, async ({ tx }) => {
    const saved = await store.answerFaq(tx, id, body);
    if (saved?.tell) await app.jobs.enqueue(tx, ANSWERED_JOB, { to: saved.tell, faqId: saved.faq._id });
    return saved;
  });
}

export async function deleteQuestion(app: FastifyInstance, id: string): Promise<void> {
  await app.writeOr404(FAQ_TOPIC, FAQ_ERRORS.notFound, ({ tx }) => store.deleteFaq(tx, id));
}
