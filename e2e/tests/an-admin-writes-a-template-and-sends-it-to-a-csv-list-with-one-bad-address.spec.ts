import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { logIn, sidebar, snap, tabTitle, toast, waitForPath, waitForTitle } from '../support/ui';

const RUN = Date.now().toString(36);
const TEMPLATE = {
  name: `Site workshop ${RUN}`,
  subject: 'Workshop for {{name}}',
  html: [
    '<h1>Site Analysis Workshop</h1>',
    '<p>Hello {{name}}</p>',
    '<p>We kept a seat for {{email}} on Saturday.</p>',
  ].join('\n'),
};

/** Row 2 is never sent: its address is not one. */
const GOOD = [
  { name: 'Ishita Menon', email: 'ishita.menon@example.org' },
  { name: 'Leena Kapoor', email: 'leena.kapoor@example.org' },
] as const;
const BAD = { name: 'Ravi Kumar', email: 'not-an-address' };
const CSV = Buffer.from(
  ['Name,Email', ...[GOOD[0], BAD, GOOD[1]].map((r) => `${r.name},${r.email}`), ''].join('\n'),
  'utf8',
);

/** The accessible names of the recipient marks (recipient-list.tsx, messages.ts). */
const SENT = 'sent';
const SKIPPED = 'not sent: not a valid e-mail address';
const NOT_SENT_YET = 'not sent yet';

/** A message's headers, folded lines joined (RFC 5322 §2.2.3), and its body. */
function splitMessage(raw: string): { headers: string; body: string } {
  const eml = raw.replace(/\r\n/g, '\n');
  const end = eml.indexOf('\n\n');
  return { headers: eml.slice(0, end).replace(/\n[ \t]+/g, ' '), body: eml.slice(end + 2) };
}

function header(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1]?.trim();
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The leaf parts of a MIME message (one for a single-part one), each decoded, by content type. */
function mimeParts(raw: string): { type: string; text: string }[] {
  const { headers, body } = splitMessage(raw);
  const type = header(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    return [
      {
        type: type.split(';')[0]!.trim().toLowerCase(),
        text: decode(body, header(headers, 'Content-Transfer-Encoding')),
      },
    ];
  }
  const delimiter = `--${boundary}`;
  return body
    .split(delimiter)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\n/, '').replace(/\n$/, '')));
}

/** The row of the recipient list that shows this address (its mark is a role="img" inside). */
const recipientRow = (page: Page, email: string) =>
  page
    .getByRole('region', { name: 'Recipient list' })
    .getByRole('listitem')
    .filter({ has: page.getByText(email, { exact: true }) });

describe('an admin writes a template and sends it to a CSV list with one bad address', () => {
  const story = useStory();

  it('the two good addresses get the filled template with unsubscribe headers; the bad one is never sent', async () => {
    const { context, page: admin, errors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    const nav = sidebar(admin, 'Admin Dashboard');

    // 1. Mail Template Upload: the template is written, previewed in the sandboxed frame, and saved.
    await nav.getByRole('link', { name: 'Mail Template Upload' }).click();
    await waitForPath(admin, '/dashboard/admin/email-template');
    await waitForTitle(admin, tabTitle('Mail Template Upload'));
    await admin.getByRole('heading', { level: 1, name: 'Mail Template Upload' }).waitFor();
    const saved = admin.getByRole('region', { name: 'Saved templates' });
    await saved.getByText('0 templates', { exact: true }).waitFor();
    await admin.getByLabel('Template name', { exact: true }).fill(TEMPLATE.name);
    await admin.getByLabel('Subject', { exact: true }).fill(TEMPLATE.subject);
    await admin.getByLabel('HTML content', { exact: true }).fill(TEMPLATE.html);
    const preview = admin.locator('iframe[sandbox=""]');
    await preview.waitFor();
    expect(await preview.getAttribute('title')).toBe('Preview of the template being written');
    const drawn = preview.contentFrame();
    await drawn.getByRole('heading', { level: 1, name: 'Site Analysis Workshop' }).waitFor();
    expect(await drawn.locator('p').first().textContent()).toBe('Hello {{name}}');
    await admin.getByRole('button', { name: 'Upload Template' }).click();
    await toast(admin, 'Template saved').waitFor();
    const card = saved.getByRole('article', { name: TEMPLATE.name });
    await card.getByRole('heading', { level: 3, name: TEMPLATE.name }).waitFor();
    await card.getByText(TEMPLATE.subject, { exact: true }).waitFor();
    await saved.getByText('1 template', { exact: true }).waitFor();
    // The form is empty again, and with it the preview.
    expect(await admin.getByLabel('Template name', { exact: true }).inputValue()).toBe('');
    await admin.getByText('The preview shows here as you write the HTML.', { exact: true }).waitFor();
    await snap(admin, 'mail-template-saved-desktop');

    // 2. Send Invites: the new template is chosen, the CSV read, the bad row marked before sending.
    await nav.getByRole('link', { name: 'Send Invites' }).click();
    await waitForPath(admin, '/dashboard/admin/sent-invites');
    await waitForTitle(admin, tabTitle('Send Invites'));
    await admin.getByText(/^No SMTP relay is configured/).waitFor();
    const picked = admin
      .getByRole('list', { name: 'Templates' })
      .getByRole('button', { name: TEMPLATE.name, pressed: true });
    await picked.waitFor();
    await admin.getByText(`Subject: ${TEMPLATE.subject}`, { exact: true }).waitFor();
    const senderPreview = admin.locator('iframe[sandbox=""]');
    expect(await senderPreview.getAttribute('title')).toBe(`Preview of ${TEMPLATE.name}`);
    await senderPreview.contentFrame().getByText('Hello {{name}}', { exact: true }).waitFor();

    const sendButton = admin.getByRole('button', { name: 'Send Emails', exact: true });
    expect(await sendButton.isDisabled()).toBe(true); // no recipients yet
    await admin
      .getByLabel('Upload CSV', { exact: true })
      .setInputFiles({ name: 'workshop-invites.csv', mimeType: 'text/csv', buffer: CSV });
    await admin.getByText('workshop-invites.csv', { exact: true }).waitFor();
    const recipients = admin.getByRole('region', { name: 'Recipient list' });
    await recipients.getByRole('listitem').nth(2).waitFor();
    expect(await recipients.getByRole('listitem').count()).toBe(3);
    const counter = admin.getByText(/^Processed \d+ \/ \d+$/);
    expect(await counter.textContent()).toBe('Processed 0 / 3');
    const badRow = recipientRow(admin, BAD.email);
    await badRow.getByRole('img', { name: SKIPPED, exact: true }).waitFor();
    expect(await badRow.getAttribute('data-state')).toBe('skipped');
    expect(await badRow.getAttribute('aria-posinset')).toBe('2');
    await badRow.getByText('not a valid e-mail address', { exact: true }).waitFor();
    await badRow.getByText(BAD.name, { exact: true }).waitFor();
    for (const good of GOOD) {
      await recipientRow(admin, good.email).getByRole('img', { name: NOT_SENT_YET, exact: true }).waitFor();
    }
    await snap(admin, 'mail-send-invites-loaded-desktop');

    // Sending: the button says so while the two good rows go out, one a second.
    await sendButton.click();
    const busy = admin.getByRole('button', { name: 'Sending...', exact: true });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    expect(await busy.isDisabled()).toBe(true);
    await admin.getByRole('progressbar', { name: 'Sending progress' }).waitFor();
    await toast(admin, 'All emails processed!').waitFor({ timeout: 30_000 });
    await sendButton.waitFor();
    expect(await busy.count()).toBe(0);

    // Two ticks and one cross; the counter counts the two sent of the three rows.
    expect(await recipients.getByRole('img', { name: SENT, exact: true }).count()).toBe(2);
    expect(await recipients.getByRole('img', { name: SKIPPED, exact: true }).count()).toBe(1);
    expect(await recipients.getByRole('img').count()).toBe(3);
    for (const good of GOOD) {
      const row = recipientRow(admin, good.email);
      expect(await row.getAttribute('data-state')).toBe('sent');
      expect(await row.getByRole('img', { name: SENT, exact: true }).locator('svg').count()).toBe(1);
    }
    expect(await badRow.getAttribute('data-state')).toBe('skipped');
    expect(await badRow.getByRole('img', { name: SKIPPED, exact: true }).locator('svg').count()).toBe(1);
    expect(await counter.textContent()).toBe('Processed 2 / 3');
    expect(
      await admin
        .locator('strong')
        .filter({ hasText: /^2 \/ 3$/ })
        .count(),
    ).toBe(1);
    // Nothing is left to send: the list is done.
    expect(await sendButton.isDisabled()).toBe(true);
    await snap(admin, 'mail-send-invites-sent-desktop');

    // 3. The outbox holds exactly the two messages, filled for each name, with one-click unsubscribe.
    const outbox = story.server.outbox();
    expect(outbox).toHaveLength(2);
    const messages = outbox.map((raw) => ({ raw, ...splitMessage(raw) }));
    const toOf = (headers: string) =>
      /<([^>]+)>/.exec(header(headers, 'To') ?? '')?.[1] ?? header(headers, 'To');
    expect(messages.map((m) => toOf(m.headers)).sort()).toEqual(GOOD.map((g) => g.email).sort());
    for (const good of GOOD) {
      const mail = messages.find((m) => toOf(m.headers) === good.email);
      expect(mail, `no message to ${good.email}`).toBeDefined();
      const { headers, raw } = mail!;
      expect(header(headers, 'To')).toContain(good.name);
      expect(header(headers, 'Subject')).toBe(`Workshop for ${good.name}`);
      const unsubscribe = header(headers, 'List-Unsubscribe');
      expect(unsubscribe, headers).toBeDefined();
      expect(unsubscribe).toMatch(/<mailto:[^>]+>/);
      const link = /<(https?:\/\/[^>]+)>/.exec(unsubscribe!)?.[1];
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(url.origin).toBe(story.server.url);
      expect(url.pathname).toBe('/api/mail/unsubscribe');
      expect(url.searchParams.get('email')).toBe(good.email);
      expect(header(headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      const parts = mimeParts(raw);
      const html = parts.find((p) => p.type === 'text/html')?.text;
      expect(html, raw).toBeDefined();
      expect(html).toContain(`<p>Hello ${good.name}</p>`);
      expect(html).toContain(`<p>We kept a seat for ${good.email} on Saturday.</p>`);
      expect(html).not.toContain('{{');
      // The footer links to the same signed unsubscribe address as the header.
      expect(html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
      expect(html).toContain('>Unsubscribe</a>');
      const text = parts.find((p) => p.type === 'text/plain')?.text;
      expect(text, raw).toBeDefined();
      expect(text).toContain(`Hello ${good.name}`);
    }
    expect(outbox.join('\n')).not.toContain(BAD.email);
    expect(outbox.join('\n')).not.toContain(BAD.name);

    // 4. Mail Log: the two sent rows, and nothing for the bad address.
    await nav.getByRole('link', { name: 'Mail Log' }).click();
    await waitForPath(admin, '/dashboard/admin/mail-log');
    await waitForTitle(admin, tabTitle('Mail Log'));
    const log = admin.getByRole('region', { name: 'Mail log' });
    await log.waitFor();
    await admin.getByText('2 e-mails', { exact: true }).waitFor();
    const rows = log.locator('tbody').getByRole('row');
    expect(await rows.count()).toBe(2);
    for (const good of GOOD) {
      const row = rows.filter({ has: admin.getByRole('rowheader', { name: good.email, exact: true }) });
      expect(await row.count()).toBe(1);
      const cells = await row.getByRole('cell').allInnerTexts();
      // Date, Subject (as sent, filled), Template, Status, Detail; the recipient is the row header.
      expect(cells.slice(1, 4)).toEqual([`Workshop for ${good.name}`, TEMPLATE.name, 'Sent']);
    }
    expect(await log.getByText(BAD.email).count()).toBe(0);
    await snap(admin, 'mail-log-two-sent-desktop');

    // 5. The three pages on a phone (the list loaded but not sent on Send Invites).
    const phone = await story.openPage({ phone: true });
    await logIn(phone.page, story.server, 'admin');
    await phone.page.goto(`${story.server.url}/dashboard/admin/email-template`);
    await phone.page.getByRole('region', { name: 'Saved templates' }).getByText('1 template').waitFor();
    await phone.page.getByRole('article', { name: TEMPLATE.name }).waitFor();
    await snap(phone.page, 'mail-template-saved-phone');
    await phone.page.goto(`${story.server.url}/dashboard/admin/sent-invites`);
    await phone.page
      .getByRole('list', { name: 'Templates' })
      .getByRole('button', { name: TEMPLATE.name, pressed: true })
      .waitFor();
    await phone.page
      .getByLabel('Upload CSV', { exact: true })
      .setInputFiles({ name: 'workshop-invites.csv', mimeType: 'text/csv', buffer: CSV });
    await recipientRow(phone.page, BAD.email).getByRole('img', { name: SKIPPED, exact: true }).waitFor();
    await phone.page.locator('iframe[sandbox=""]').contentFrame().getByText('Hello {{name}}').waitFor();
    await snap(phone.page, 'mail-send-invites-loaded-phone');
    await phone.page.goto(`${story.server.url}/dashboard/admin/mail-log`);
    await phone.page.getByText('2 e-mails', { exact: true }).waitFor();
    await phone.page.getByRole('region', { name: 'Mail log' }).waitFor();
    await snap(phone.page, 'mail-log-two-sent-phone');

    // Nothing more went out, and no page logged an error.
    expect(story.server.outbox()).toHaveLength(2);
    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });
});
