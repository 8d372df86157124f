import type { AuditEntry, AuditPage } from '@atelier/contract/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { AUDIT_UI_TEXT } from '../messages';

const admin = makeUser({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', role: 'admin', name: 'Meera Admin' });
const ada = { _id: admin._id, name: 'Meera Admin', email: 'meera@school.edu' };
const sam = { _id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Sam Rivera', email: 'sam@school.edu' };

function entry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: `eeeeeeee-0000-4000-8000-00000000000${n}`,
    at: `2026-03-0${n}T09:00:00.000Z`,
    action: 'sign-in',
    actor: sam,
    user: sam,
    email: sam.email,
    method: 'password+totp',
    ip: '10.0.0.8',
    detail: {},
    ...overrides,
  };
}

const roleChange = entry(3, {
  action: 'role-changed',
  actor: ada,
  ip: '10.0.0.1',
  detail: { from: 'student', to: 'admin' },
});
const signInEntry = entry(2);
const refused = entry(1, {
  action: 'sign-in-failed',
  actor: null,
  user: null,
  email: 'nobody@elsewhere.test',
  method: 'password',
  detail: { reason: 'wrong-password' },
});

const FIRST = 'GET /api/admin/audit?limit=50';
const pageOf = (
  items: AuditEntry[],
  total = items.length,
  nextCursor: string | null = null,
): { body: AuditPage } => ({
  body: { items, total, nextCursor },
});

async function open(handlers: Record<string, MockAnswer>, path = '/dashboard/admin/audit-log') {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...handlers,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Audit Log' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('Audit log', { timeout: 15_000 }, () => {
  it('shows who did what to whom, when, how and from where, newest first', async () => {
    await open({ [FIRST]: pageOf([roleChange, signInEntry, refused]) });
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Action', 'By', 'Concerning', 'Method', 'Address', 'Detail']);
    const [first, second, third] = bodyRows();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Role changed');
    expect(first).toHaveTextContent('Meera Admin');
    expect(first).toHaveTextContent('Sam Rivera');
    expect(first).toHaveTextContent('10.0.0.1');
    expect(first).toHaveTextContent('student → admin');
    expect(first?.querySelector('time')).toHaveAttribute('datetime', roleChange.at);
    expect(second).toHaveTextContent('password+totp');
    // A refused sign-in names no account: the e-mail typed stands in.
    expect(within(third!).getByRole('rowheader')).toHaveTextContent('Sign-in refused');
    expect(third).toHaveTextContent('nobody@elsewhere.test');
    expect(third).toHaveTextContent('reason: wrong-password');
    expect(screen.getByText('3 entries')).toBeInTheDocument();
  });

  it('asks the server with the filters, keeps them in the address, and says when nothing matches', async () => {
    const filtered = 'GET /api/admin/audit?action=role-changed&email=sam&from=2026-03-01&limit=50';
    const { api, user, router } = await open({
      [FIRST]: pageOf([roleChange, signInEntry]),
      'GET /api/admin/audit?action=role-changed&limit=50': pageOf([roleChange]),
      'GET /api/admin/audit?action=role-changed&email=sam&limit=50': pageOf([roleChange]),
      [filtered]: pageOf([]),
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Action'), 'Role changed');
    await user.type(screen.getByLabelText('E-mail contains'), 'sam');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    expect(await screen.findByText(AUDIT_UI_TEXT.noMatches)).toBeInTheDocument();
    expect(api.callsTo(filtered)).toHaveLength(1);
    // Typing asks once per pause, not once per key.
    expect(api.calls.filter((c) => c.path.includes('email=s&') || c.path.includes('email=sa&'))).toEqual([]);
    expect(router.state.location.search).toBe('?action=role-changed&email=sam&from=2026-03-01');
  });

  it('refuses "to" before "from" without asking the server', async () => {
    const { api } = await open(
      { 'GET /api/admin/audit?from=2026-03-05&limit=50': pageOf([roleChange]) },
      '/dashboard/admin/audit-log?from=2026-03-05&to=2026-03-01',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIT_UI_TEXT.datesOutOfOrder);
    expect(api.calls.some((c) => c.path.includes('to=2026-03-01'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("shows one account's entries from the address, and everyone's again", async () => {
    const { user, router } = await open(
      {
        [FIRST]: pageOf([roleChange, signInEntry, refused]),
        [`GET /api/admin/audit?user=${sam._id}&limit=50`]: pageOf([roleChange, signInEntry]),
      },
      `/dashboard/admin/audit-log?user=${sam._id}`,
    );
    expect(await screen.findByText(/Entries concerning/)).toHaveTextContent('Entries concerning Sam Rivera.');
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('loads the next page with Load more', async () => {
    const { api, user } = await open({
      [FIRST]: pageOf([roleChange, signInEntry], 3, 'c1'),
      'GET /api/admin/audit?limit=50&cursor=c1': pageOf([refused], 3),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more entries (2 of 3 shown)' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(api.callsTo('GET /api/admin/audit?limit=50&cursor=c1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('exports the filtered log as audit.csv with the admin’s token', async () => {
    const saved: { download: string; href: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const csv = 'GET /api/admin/audit.csv?action=role-changed';
    const { api, user } = await open(
      {
        'GET /api/admin/audit?action=role-changed&limit=50': pageOf([roleChange]),
        [csv]: { body: '"When","Action"' },
      },
      '/dashboard/admin/audit-log?action=role-changed',
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'audit.csv', href: 'blob:audit' }]));
    expect(api.callsTo(csv)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('says when the log is empty, and when it cannot be loaded', async () => {
    const first = await open({ [FIRST]: pageOf([]) });
    expect(await screen.findByText(AUDIT_UI_TEXT.empty)).toBeInTheDocument();
    first.unmount();
    await open({ [FIRST]: { status: 500 } });
    expect(await screen.findByText(AUDIT_UI_TEXT.loadFailed)).toBeInTheDocument();
  });
});
