import { formatWait } from '@atelier/contract/common';
import {
  MAIL_ERRORS,
  MAIL_TEXT,
  type BulkSendBody,
  type FailedRecipient,
  type Template,
} from '@atelier/contract/mail';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { insertMailLog } from '../../db/mail-log-store';
import { fail } from '../../lib/errors';
import { failureReason } from '../../lib/mailer';
import { composeBulkMessage, type BulkRecipient, type ComposeOptions } from './compose';
import * as store from './mail.store';

/** The longest a send request waits for its turn at the configured rate before it is told to come back. */
const MAX_WAIT_MS = 30_000;

const recipientsOf = (emailList: BulkSendBody['emailList']): BulkRecipient[] =>
  emailList.map((r) =>
    typeof r === 'string' ? { email: r, name: '' } : { email: r.email, name: r.name ?? '' },
  );

/** Who gets the message, who unsubscribed (logged, not sent) and who is refused at once (listed twice, unsubscribed). */
function sortRecipients(recipients: BulkRecipient[], suppressed: Set<string>) {
  const refused: FailedRecipient[] = [];
  const seen = new Set<string>();
  const skipped: BulkRecipient[] = [];
  const sendable: BulkRecipient[] = [];
  for (const recipient of recipients) {
    if (seen.has(recipient.email)) {
      refused.push({ email: recipient.email, reason: MAIL_TEXT.duplicate });
    } else if (suppressed.has(recipient.email)) {
      refused.push({ email: recipient.email, reason: MAIL_TEXT.unsubscribed });
      skipped.push(recipient);
    } else {
      sendable.push(recipient);
    }
    seen.add(recipient.email);
  }
  return { refused, skipped, sendable };
}

/**
 * The bulk sender of one app: sends the template to each address in order, each at its turn at
 * MAIL_RATE_PER_MIN (shared by every process), and answers which were not sent and why: a relay's
 * refusal, an address listed twice, or one that unsubscribed. A relay that refuses one recipient
 * does not stop the others.
 */
export function bulkSender(app: FastifyInstance, unsubscribeSecret: () => Promise<string>) {
  const intervalMs = 60_000 / app.config.mailRatePerMinute;

  /** Takes the send slots or refuses with 429 and when to come back; answers how long until the first. */
  async function reserve(count: number, onBusy: (seconds: number) => void): Promise<number> {
    const slot = await store.reserveSlots(app.db, count, intervalMs, MAX_WAIT_MS);
    if (slot.ok) return slot.firstInMs;
    const seconds = Math.max(1, Math.ceil(slot.retryInMs / 1000));
    onBusy(seconds);
    throw fail(MAIL_ERRORS.rateBusy, MAIL_TEXT.rateBusy(formatWait(seconds)));
  }

  async function logSkipped(template: Template, skipped: BulkRecipient[]) {
    for (const recipient of skipped) {
      await insertMailLog(app.db, {
        kind: 'bulk',
        recipient: recipient.email,
        subject: template.subject,
        templateName: template.name,
        status: 'suppressed',
        detail: MAIL_TEXT.unsubscribed,
      });
    }
  }

  /** Sends each at its slot: the first `firstInMs` after `start`, then one every `intervalMs`. */
  async function sendPaced(template: Template, sendable: BulkRecipient[], start: number, firstInMs: number) {
    const failed: FailedRecipient[] = [];
    const opts: ComposeOptions = {
      productName: app.config.productName,
      publicUrl: app.config.publicUrl,
      unsubscribeMailto: app.config.unsubscribeMailto,
      unsubscribeSecret: await unsubscribeSecret(),
    };
    for (const [i, recipient] of sendable.entries()) {
      const wait = start + firstInMs + i * intervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        await app.mailer.send(composeBulkMessage(template, recipient, opts));
      } catch (err) {
        failed.push({ email: recipient.email, reason: failureReason(err) });
      }
    }
    return failed;
  }

  return async (body: BulkSendBody, onBusy: (seconds: number) => void) => {
    const template = await store.findTemplate(app.db, body.templateName);
    if (!template) throw fail(MAIL_ERRORS.templateNotFound);
    const recipients = recipientsOf(body.emailList);
    const suppressed = await store.suppressedAmong(
      app.db,
      recipients.map((r) => r.email),
    );
    const { refused, skipped, sendable } = sortRecipients(recipients, suppressed);
    const start = Date.now();
    const firstInMs = sendable.length > 0 ? await reserve(sendable.length, onBusy) : 0;
    await logSkipped(template, skipped);
    return { failedList: [...refused, ...(await sendPaced(template, sendable, start, firstInMs))] };
  };
}
