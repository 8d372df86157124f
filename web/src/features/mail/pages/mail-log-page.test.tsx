import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { MAIL_TEXT, MAIL_UI_TEXT } from '../messages';
import { makeLogEntry, mockAdminApi } from '../test-fixtures';

const FIRST = 'GET /api/mail/log?limit=20';
const FAILED = 'GET /api/mail/log?limit=20&status=failed';
const NEXT = 'GET /api/mail/log?limit=20&cursor=c1';

const sent = makeLogEntry(1, { createdAt: '2026-03-03T08:00:00.000Z' });
const failed = makeLogEntry(2, { status: 'failed', detail: MAIL_TEXT.relayDown });
const suppressed = makeLogEntry(3, {
  kind: 'account',
  templateName: null,
  status: 'suppressed',
  detail: null,
  subject: 'Reset your password',
});

async function open(handlers: Record<string, MockAnswer>, path = '/dashboard/admin/mail-log') {
  const api = mockAdminApi(handlers);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Mail Log' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Mail log', { timeout: 15_000 }, () => {
  it('shows the log newest first with its six columns', async () => {
    const { api } = await open({
      [FIRST]: { body: { items: [sent, failed, suppressed], total: 3, nextCursor: null } },
    });
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Recipient', 'Subject', 'Template', 'Status', 'Detail']);
    const rows = bodyRows();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      sent.recipient,
      failed.recipient,
      suppressed.recipient,
    ]);
    expect(rows[0]).toHaveTextContent('Welcome');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('250 OK');
    expect(rows[0]?.querySelector('time')).toHaveAttribute('datetime', sent.createdAt);
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent(MAIL_TEXT.relayDown);
    expect(rows[2]).toHaveTextContent('Account e-mail');
    expect(rows[2]).toHaveTextContent('Suppressed');
    expect(rows[2]).toHaveTextContent('—');
    expect(screen.getByText('3 e-mails')).toBeInTheDocument();
    expect(api.callsTo(FIRST)[0]?.headers.authorization).toBe('Bearer tok');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('asks the server for one status when the filter changes, and keeps it in the address', async () => {
    const { api, user, router } = await open({
      [FIRST]: { body: { items: [sent, failed], total: 2, nextCursor: null } },
      [FAILED]: { body: { items: [failed], total: 1, nextCursor: null } },
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(api.callsTo(FAILED)).toHaveLength(1));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent(failed.recipient);
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
    expect(router.state.location.search).toBe('?status=failed');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the status in the address, and says when nothing has it', async () => {
    const { api } = await open(
      { [FAILED]: { body: { items: [], total: 0, nextCursor: null } } },
      '/dashboard/admin/mail-log?status=failed',
    );
    expect(await screen.findByText(MAIL_UI_TEXT.logEmptyFiltered)).toBeInTheDocument();
    expect(api.callsTo(FIRST)).toHaveLength(0);
  });

  it('loads the next page with Load more', async () => {
    const { api, user } = await open({
      [FIRST]: { body: { items: [sent, failed], total: 3, nextCursor: 'c1' } },
      [NEXT]: { body: { items: [suppressed], total: 3, nextCursor: null } },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more e-mails (2 of 3 shown)' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(api.callsTo(NEXT)).toHaveLength(1);
    expect(bodyRows()[2]).toHaveTextContent(suppressed.recipient);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('says when the next page cannot be loaded and keeps the rows', async () => {
    const { user } = await open({
      [FIRST]: { body: { items: [sent, failed], total: 3, nextCursor: 'c1' } },
      [NEXT]: { status: 500 },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Load more/ }));
    expect(await screen.findByText(MAIL_UI_TEXT.logLoadMoreFailed)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
  });

  it('says when nothing has been sent, and when the log cannot be loaded', async () => {
    const first = await open({ [FIRST]: { body: { items: [], total: 0, nextCursor: null } } });
    expect(await screen.findByText(MAIL_UI_TEXT.logEmpty)).toBeInTheDocument();
    first.unmount();
    await open({ [FIRST]: { status: 500 } });
    expect(await screen.findByText(MAIL_UI_TEXT.logLoadFailed)).toBeInTheDocument();
  });
});
