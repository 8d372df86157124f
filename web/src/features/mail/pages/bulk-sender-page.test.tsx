import type { BulkSendBody } from '@atelier/contract/mail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockAnswer, RecordedCall } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { MAIL_LIMITS, MAIL_MESSAGES, MAIL_TEXT, MAIL_UI_TEXT } from '../messages';
import { makeTemplate, mockAdminApi } from '../test-fixtures';

const welcome = makeTemplate(1, { name: 'Welcome mail', html: '<h1>Welcome {{name}}</h1>' });
const reminder = makeTemplate(2, { name: 'Reminder', html: '<p>Do not forget</p>' });
const LIST = 'GET /api/templates';
const SETTINGS = 'GET /api/mail/settings';
const SEND = 'POST /api/send-bulk-email';

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

async function open(send: Handler = { body: { failedList: [] } }, handlers: Record<string, Handler> = {}) {
  const api = mockAdminApi({
    [LIST]: { body: [welcome, reminder] },
    [SETTINGS]: { body: { ratePerMinute: 60, transport: 'smtp' } },
    [SEND]: send,
    ...handlers,
  });
  const view = renderApp('/dashboard/admin/sent-invites');
  await screen.findByRole('heading', { level: 1, name: 'Send Invites' }, { timeout: 5000 });
  await screen.findByRole('button', { name: /Welcome mail/ });
  return { ...view, api, user: userEvent.setup({ applyAccept: false }) };
}

const csv = (text: string, name = 'list.csv') => new File([text], name, { type: 'text/csv' });

async function upload(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText(MAIL_UI_TEXT.uploadCsv), file);
}

const rows = () => within(screen.getByRole('region', { name: 'Recipient list' })).getAllByRole('listitem');
const marks = () => rows().map((row) => within(row).getByRole('img').getAttribute('aria-label'));
const counter = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && /^Processed /.test(element.textContent ?? ''));
const sendButton = () => screen.getByRole('button', { name: /^(Send Emails|Sending\.\.\.)$/ });
const sentTo = (calls: RecordedCall[]) => calls.map((call) => (call.body as BulkSendBody).emailList);

const LIST_CSV = [
  'Name,Email',
  'Ada,ada@example.org',
  'Bad,not-an-address',
  'Bo,bo@example.org',
  'Ada again,ADA@Example.org',
  'Cy,cy@example.org',
].join('\n');

describe('Bulk sender', { timeout: 20_000 }, () => {
  it('selects the first template once loaded and previews it in a sandboxed frame', async () => {
    const { user } = await open();
    expect(screen.getByRole('button', { name: /Welcome mail/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Reminder/ })).toHaveAttribute('aria-pressed', 'false');
    const frame = screen.getByTitle('Preview of Welcome mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', welcome.html);

    await user.click(screen.getByRole('button', { name: /Reminder/ }));
    expect(screen.getByRole('button', { name: /Reminder/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTitle('Preview of Reminder')).toHaveAttribute('srcdoc', reminder.html);
    expect(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails })).toBeDisabled();
  });

  it('marks bad and repeated addresses before sending, then sends the rest in order, one at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const { api, user } = await open(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return { body: { failedList: [] } };
    });
    await upload(user, csv(LIST_CSV));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(marks()).toEqual([
      MAIL_UI_TEXT.notSentYet,
      MAIL_UI_TEXT.skipped(MAIL_TEXT.invalidAddress),
      MAIL_UI_TEXT.notSentYet,
      MAIL_UI_TEXT.skipped(MAIL_TEXT.duplicate),
      MAIL_UI_TEXT.notSentYet,
    ]);
    expect(rows()[1]).toHaveTextContent(MAIL_TEXT.invalidAddress);
    expect(counter()).toHaveTextContent('Processed 0 / 5');

    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    expect(await screen.findByText(MAIL_MESSAGES.allProcessed)).toBeInTheDocument();
    expect(sentTo(api.callsTo(SEND))).toEqual([
      [{ email: 'ada@example.org', name: 'Ada' }],
      [{ email: 'bo@example.org', name: 'Bo' }],
      [{ email: 'cy@example.org', name: 'Cy' }],
    ]);
    expect(api.callsTo(SEND).every((call) => (call.body as BulkSendBody).templateName === welcome.name)).toBe(
      true,
    );
    expect(api.callsTo(SEND)[0]?.headers.authorization).toBe('Bearer tok');
    expect(most).toBe(1);
    expect(marks()).toEqual([
      'sent',
      MAIL_UI_TEXT.skipped(MAIL_TEXT.invalidAddress),
      'sent',
      MAIL_UI_TEXT.skipped(MAIL_TEXT.duplicate),
      'sent',
    ]);
    expect(counter()).toHaveTextContent('Processed 3 / 5');
    // Nothing is left to send: a second press would send the same e-mails again.
    expect(sendButton()).toBeDisabled();
  });

  it('marks a failedList answer, a 500 and a network failure with a cross and goes on', async () => {
    const { api, user } = await open((call) => {
      const [recipient] = (call.body as BulkSendBody).emailList;
      const email = typeof recipient === 'string' ? recipient : recipient?.email;
      if (email === 'bo@example.org')
        return { body: { failedList: [{ email: 'bo@example.org', reason: 'Mailbox full' }] } };
      if (email === 'cy@example.org') return { status: 500, body: { message: 'Relay exploded' } };
      if (email === 'di@example.org') return { networkError: true };
      return { body: {} };
    });
    await upload(
      user,
      csv(
        'email,NAME\nada@example.org,Ada\nbo@example.org,Bo\ncy@example.org,Cy\ndi@example.org,Di\ned@example.org,\n',
      ),
    );
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    expect(await screen.findByText(MAIL_MESSAGES.allProcessed)).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(5);
    expect(marks()).toEqual([
      'sent',
      MAIL_UI_TEXT.failed('Mailbox full'),
      MAIL_UI_TEXT.failed('Relay exploded'),
      MAIL_UI_TEXT.failed('Network error'),
      'sent',
    ]);
    expect(rows()[1]).toHaveTextContent('Mailbox full');
    expect(counter()).toHaveTextContent('Processed 2 / 5');
    // A row without a name is sent as the bare address.
    expect(sentTo(api.callsTo(SEND))[4]).toEqual([{ email: 'ed@example.org' }]);

    // Send Emails again tries the failed ones only.
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(8));
    expect(sentTo(api.callsTo(SEND).slice(5)).map(([r]) => (typeof r === 'string' ? r : r?.email))).toEqual([
      'bo@example.org',
      'cy@example.org',
      'di@example.org',
    ]);
  });

  it(`reads '${MAIL_MESSAGES.sending}' and is disabled while sending, with the progress and the time left`, async () => {
    const releases: ((answer: MockAnswer) => void)[] = [];
    const { user } = await open(() => new Promise<MockAnswer>((resolve) => releases.push(resolve)));
    await upload(user, csv('Email\na@example.org\nb@example.org\nc@example.org\n'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));

    const busy = await screen.findByRole('button', { name: MAIL_MESSAGES.sending });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText(MAIL_UI_TEXT.uploadCsv)).toBeDisabled();
    expect(screen.getByRole('button', { name: /Reminder/ })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Sending progress' });
    expect(bar).toHaveAttribute('max', '3');
    expect(bar).toHaveAttribute('value', '0');
    expect(screen.getByText(MAIL_UI_TEXT.timeLeft('3 seconds', 60))).toBeInTheDocument();
    expect(marks()[0]).toBe(MAIL_UI_TEXT.inProgress);

    releases[0]!({ body: { failedList: [] } });
    await waitFor(() => expect(bar).toHaveAttribute('value', '1'));
    expect(screen.getByText(MAIL_UI_TEXT.timeLeft('2 seconds', 60))).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Processed 1 / 3');
    await waitFor(() => expect(releases).toHaveLength(2));
    releases[1]!({ body: { failedList: [] } });
    await waitFor(() => expect(releases).toHaveLength(3));
    releases[2]!({ body: { failedList: [] } });

    expect(await screen.findByText(MAIL_MESSAGES.allProcessed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails })).toBeDisabled();
    expect(screen.queryByRole('progressbar', { name: 'Sending progress' })).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent('Processed 3 / 3');
  });

  it('waits out a busy send rate (429 with Retry-After) and sends the same recipient again', async () => {
    const { api, user } = await open();
    let refused = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/send-bulk-email' && !refused) {
        refused = true;
        api.calls.push({
          method: 'POST',
          path: '/api/send-bulk-email',
          body: JSON.parse(String(init?.body)) as unknown,
          headers: {},
        });
        return new Response(JSON.stringify({ message: 'busy' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        });
      }
      return api.fetchMock(input, init);
    });
    await upload(user, csv('Email\na@example.org\n'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    expect(await screen.findByText(MAIL_TEXT.rateBusy('1 second'))).toBeInTheDocument();
    expect(marks()).toEqual([MAIL_UI_TEXT.waiting]);
    expect(await screen.findByText(MAIL_MESSAGES.allProcessed, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(2);
    const body = { emailList: [{ email: 'a@example.org' }], templateName: welcome.name };
    expect(api.callsTo(SEND).map((call) => call.body)).toEqual([body, body]);
    expect(marks()).toEqual(['sent']);
  });

  it('stops and ends the session when the server no longer knows the token (401)', async () => {
    const { api, user, router } = await open({ status: 401, body: { message: 'Unauthorized' } });
    await upload(user, csv('Email\na@example.org\nb@example.org\n'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a CSV without an Email column', csv('Name,Phone\nAda,123\n'), MAIL_TEXT.csvNoEmail],
    ['a file that is not a CSV', csv('Email\na@example.org\n', 'list.xlsx'), MAIL_TEXT.csvOnly],
    [
      'a CSV with too many rows',
      csv(
        `Email\n${Array.from({ length: MAIL_LIMITS.csvRows + 1 }, (_, i) => `r${i}@example.org`).join('\n')}`,
      ),
      MAIL_TEXT.csvTooLarge,
    ],
    ['a CSV with no addresses', csv('Name,Email\nAda,\n'), MAIL_TEXT.csvEmpty],
    ['a binary file', csv('PK\u0003\u0004\u0000\u0000'), MAIL_TEXT.csvUnreadable],
  ])('refuses %s with its message and sends nothing', async (_, file, message) => {
    const { api, user } = await open();
    await upload(user, csv('Email\nfirst@example.org\n'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await upload(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Recipient list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('starts again with a new CSV: statuses and the counter are reset', async () => {
    const { user } = await open();
    await upload(user, csv('Email\na@example.org\nb@example.org\n'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails }));
    await screen.findByText(MAIL_MESSAGES.allProcessed);
    expect(counter()).toHaveTextContent('Processed 2 / 2');

    await upload(user, csv('Email\na@example.org\nc@example.org\nd@example.org\n', 'second.csv'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(marks()).toEqual([MAIL_UI_TEXT.notSentYet, MAIL_UI_TEXT.notSentYet, MAIL_UI_TEXT.notSentYet]);
    expect(counter()).toHaveTextContent('Processed 0 / 3');
    expect(screen.getByText('second.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAIL_MESSAGES.sendEmails })).toBeEnabled();
  });

  it('draws only the rows in view of a list of 10,000', async () => {
    const { user } = await open();
    const many = Array.from({ length: MAIL_LIMITS.csvRows }, (_, i) => `r${i}@example.org`).join('\n');
    await upload(user, csv(`Email\n${many}\n`));
    await waitFor(() => expect(counter()).toHaveTextContent(`Processed 0 / ${MAIL_LIMITS.csvRows}`));
    expect(rows().length).toBeLessThan(100);
    expect(rows()[0]).toHaveAttribute('aria-setsize', String(MAIL_LIMITS.csvRows));
    expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('says when mail goes to the outbox, and links to the template page when there is no template', async () => {
    mockAdminApi({
      [LIST]: { body: [] },
      [SETTINGS]: { body: { ratePerMinute: 30, transport: 'outbox' } },
    });
    renderApp('/dashboard/admin/sent-invites');
    expect(await screen.findByText(MAIL_UI_TEXT.outbox, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: MAIL_TEXT.noTemplate })).toHaveAttribute(
      'href',
      '/dashboard/admin/email-template',
    );
  });
});
