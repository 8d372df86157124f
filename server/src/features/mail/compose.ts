import { MAIL_TEXT } from '@atelier/contract/mail';
import { createHmac } from 'node:crypto';
import escapeHtml from 'escape-html';
import { convert } from 'html-to-text';
import type { MailMessage } from '../../lib/mailer';
import { sameSecret } from '../../lib/tokens';

export interface BulkRecipient {
  /** Lower-case, validated. */
  email: string;
  /** May be empty; never holds a line break (the contract refuses those). */
  name: string;
}

export interface ComposeOptions {
  productName: string;
  publicUrl: string;
  unsubscribeMailto: string;
  unsubscribeSecret: string;
}

/** `{{name}}` and `{{email}}` (spaces inside the braces allowed); every other text stays as written. */
const PLACEHOLDER = /\{\{\s*(name|email)\s*\}\}/g;

function fill(template: string, recipient: BulkRecipient, escape: (value: string) => string): string {
  return template.replace(PLACEHOLDER, (_match, key: 'name' | 'email') => escape(recipient[key]));
}

/** The unsubscribe link's signature: of the address alone, so a link works as long as the secret. */
function signatureOf(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${email.toLowerCase()}`).digest('base64url');
}

export function unsubscribeUrl(opts: ComposeOptions, email: string): string {
  const query = new URLSearchParams({ email, sig: signatureOf(opts.unsubscribeSecret, email) });
  return `${opts.publicUrl}/api/mail/unsubscribe?${query.toString()}`;
}

/** The plain-text part keeps the writer's capitals (html-to-text shouts headings by default). */
const TEXT_OPTIONS = {
  wordwrap: 100,
  selectors: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

const BODY_END = /<\/body\s*>/gi;

/**
 * Where the last `</body>` starts (-1 without one), in one pass: a look-ahead for "no later
 * `</body>`" rescans the rest of the text at every candidate, quadratic on a template of repeated
 * tags (about 2 s per recipient for 200 KB).
 */
function lastBodyEnd(html: string): number {
  let last = -1;
  for (const match of html.matchAll(BODY_END)) last = match.index;
  return last;
}

/** The footer every bulk message carries, before `</body>` when the HTML has one. */
function withFooter(html: string, opts: ComposeOptions, link: string): string {
  const footer =
    `<p style="margin:32px 0 0;font:12px/1.5 sans-serif;color:#6b7280">` +
    `${escapeHtml(MAIL_TEXT.footer(opts.productName))} ` +
    `<a href="${escapeHtml(link)}" style="color:#6b7280">${escapeHtml(MAIL_TEXT.unsubscribeLink)}</a></p>`;
  const end = lastBodyEnd(html);
  return end === -1 ? `${html}\n${footer}` : `${html.slice(0, end)}${footer}\n${html.slice(end)}`;
}

/**
 * One template made into one recipient's message: placeholders filled (HTML-escaped in the body,
 * as written in the subject, which is plain text), the unsubscribe footer, a plain-text part, and the
 * List-Unsubscribe headers of RFC 2369 and RFC 8058 (one click, no confirmation page).
 */
export function composeBulkMessage(
  template: { name: string; subject: string; html: string },
  recipient: BulkRecipient,
  opts: ComposeOptions,
): MailMessage {
  const link = unsubscribeUrl(opts, recipient.email);
  const html = withFooter(fill(template.html, recipient, escapeHtml), opts, link);
  const mailto = `mailto:${opts.unsubscribeMailto}?subject=${encodeURIComponent(`unsubscribe ${recipient.email}`)}`;
  return {
    to: recipient.name ? { name: recipient.name, address: recipient.email } : recipient.email,
    subject: fill(template.subject, recipient, (v) => v),
    html,
    text: convert(html, TEXT_OPTIONS),
    headers: {
      'List-Unsubscribe': `<${mailto}>, <${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    kind: 'bulk',
    templateName: template.name,
  };
}

/** Whether `sig` is this address's unsubscribe signature. */
export function verifyUnsubscribe(secret: string, email: string, sig: string): boolean {
  return sameSecret(sig, signatureOf(secret, email));
}
