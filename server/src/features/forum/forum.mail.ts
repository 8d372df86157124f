import type { ForumItemKind } from '@atelier/contract/forum';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import * as store from './forum.store';

const HIDDEN_JOB = 'forum-hidden-notice';

/** The author of a hidden item hears why by e-mail, from a job (the moderator's answer does not wait). */
export function defineHiddenNotice(app: FastifyInstance): void {
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
}

/** Queues the notice of a hidden item (in the hiding transaction), its text cut to 200 characters. */
export async function queueHiddenNotice(
  app: FastifyInstance,
  db: Executor,
  item: { authorId: string; kind: ForumItemKind; text: string },
): Promise<void> {
  const excerpt = item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text;
  await app.jobs.enqueue(db, HIDDEN_JOB, { userId: item.authorId, kind: item.kind, excerpt });
}
