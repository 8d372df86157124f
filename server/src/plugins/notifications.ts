import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@atelier/contract/notifications';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import {
  emailRecipients,
  insertNotifications,
  NOTIFICATIONS_TOPIC,
  type NotificationInput,
  type Recipients,
} from '../db/notifications-store';

const EMAIL_JOB = 'notification-email';

/** What `app.notify` wrote: announce it once the transaction that wrote it has committed. */
export interface Written {
  announce(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Writes a notification for each recipient (not `except`, who caused it) inside the caller's
     * transaction, with a job that e-mails those who want this kind by e-mail (issue 16).
     * Call `announce()` on the answer after the transaction, so every process's bell sees it.
     */
    notify(db: Executor, to: Recipients, input: NotificationInput & { except?: string }): Promise<Written>;
  }
}

export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.define(EMAIL_JOB, async (payload) => {
    const { to, kind, title, body, link, except } = payload as {
      to: Recipients;
      kind: NotificationKind;
      title: string;
      body: string;
      link: string;
      except?: string;
    };
    const recipients = await emailRecipients(app.db, to, kind, except);
    const url = new URL(link, app.config.publicUrl).toString();
    const product = app.config.productName;
    for (const person of recipients) {
      const text =
        `Hello ${person.name},\n\n${title}${body ? `\n\n"${body}"` : ''}\n\nOpen it: ${url}\n\n` +
        `You get this e-mail because of your settings (${NOTIFICATION_KIND_LABELS[kind]}); change them under Settings in ${product}.`;
      await app.mailer.send({
        to: person.email,
        subject: `${product}: ${title}`,
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
      });
    }
  });

  app.decorate(
    'notify',
    async (db: Executor, to: Recipients, input: NotificationInput & { except?: string }) => {
      const { except, ...notification } = input;
      const written = await insertNotifications(db, to, notification, except);
      if (written !== '*' && written.length === 0) return { announce: async () => undefined };
      await app.jobs.enqueue(db, EMAIL_JOB, {
        to,
        kind: notification.kind,
        title: notification.title,
        body: notification.body ?? '',
        link: notification.link,
        ...(except ? { except } : {}),
      });
      return {
        announce: () =>
          app.changes.announce(app.db, NOTIFICATIONS_TOPIC, written === '*' ? '*' : written.join(',')),
      };
    },
  );
});
