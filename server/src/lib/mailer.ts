import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** An address, or an address with a display name (nodemailer encodes it; it never breaks a header). */
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe …); a value with CR or LF is refused, never sent. */
  headers?: Record<string, string>;
  /** For the mail log: bulk e-mail names its template; everything else is about an account. */
  kind?: 'bulk' | 'account';
  templateName?: string;
}

export interface SentMail {
  /** The relay's answer ("250 Ok: queued as …"), or where the outbox put the message. */
  response: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Sends one message; throws a MailError saying why when the relay refuses it or cannot be reached. */
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go as .eml files when there is no SMTP relay. */
  outboxDir: string;
  log: (msg: string) => void;
}

/** A message that was not sent, with the relay's answer or the reason it could not be reached. */
export class MailError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'MailError';
  }
}

/** A relay that does not answer fails the message within seconds, never a hung request. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 30_000 };

const LINE_BREAK = /[\r\n]/;

function checkHeaders(message: MailMessage): void {
  const to = typeof message.to === 'string' ? [message.to] : [message.to.name, message.to.address];
  const values = [...to, message.subject, ...Object.entries(message.headers ?? {}).flat()];
  if (values.some((v) => LINE_BREAK.test(v))) {
    throw new MailError('A header of this message holds a line break; it was not sent');
  }
}

/** What a failed send says: the relay's own answer when it gave one. */
export function failureReason(err: unknown): string {
  if (err instanceof MailError) return err.reason;
  const e = err as { response?: unknown; code?: unknown; message?: unknown };
  if (typeof e?.response === 'string' && e.response) return e.response;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'EGREETING'].includes(code)) {
    return `The mail relay could not be reached (${typeof e.message === 'string' ? e.message : code})`;
  }
  return typeof e?.message === 'string' ? e.message : 'The message could not be sent';
}

/** SMTP when a relay is configured; otherwise .eml files in the outbox, so mail works offline. */
export function createMailer(opts: MailerOptions): Mailer {
  const toNodemailer = ({ kind: _kind, templateName: _template, ...message }: MailMessage) => ({
    from: opts.from,
    ...message,
  });
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      transport: 'smtp',
      async send(message) {
        checkHeaders(message);
        try {
          const info = await transport.sendMail(toNodemailer(message));
          // A relay may accept the message but refuse its only recipient.
          if (info.rejected.length > 0 && info.accepted.length === 0) {
            throw new MailError(info.response || 'The relay refused the recipient');
          }
          return { response: info.response };
        } catch (err) {
          throw err instanceof MailError ? err : new MailError(failureReason(err), { cause: err });
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      checkHeaders(message);
      const info = await transport.sendMail(toNodemailer(message));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const to = typeof message.to === 'string' ? message.to : message.to.address;
      opts.log(`mail to ${to} written to ${file}`);
      return { response: `written to the outbox as ${path.basename(file)}` };
    },
    close: () => undefined,
  };
}

export interface MailLogEntry {
  kind: 'bulk' | 'account';
  recipient: string;
  subject: string;
  templateName: string | null;
  status: 'sent' | 'failed' | 'suppressed';
  detail: string | null;
}

/**
 * The same mailer, writing every message's outcome to the mail log. A log that cannot be written
 * is reported but never turns a sent message into a failure.
 */
export function loggedMailer(
  mailer: Mailer,
  write: (entry: MailLogEntry) => Promise<void>,
  onLogError: (err: unknown) => void,
): Mailer {
  const record = (message: MailMessage, status: 'sent' | 'failed', detail: string) =>
    write({
      kind: message.kind ?? 'account',
      recipient: typeof message.to === 'string' ? message.to : message.to.address,
      subject: message.subject,
      templateName: message.templateName ?? null,
      status,
      detail,
    }).catch(onLogError);
  return {
    transport: mailer.transport,
    async send(message) {
      let sent: SentMail;
      try {
        sent = await mailer.send(message);
      } catch (err) {
        await record(message, 'failed', failureReason(err));
        throw err;
      }
      await record(message, 'sent', sent.response);
      return sent;
    },
    close: () => mailer.close(),
  };
}
