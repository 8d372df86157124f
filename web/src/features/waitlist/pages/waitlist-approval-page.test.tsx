import { WAITLIST_ERRORS, type WaitlistEntry, type WaitlistPage } from '@atelier/contract/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeUser,
  mockApi,
  refusal,
  storeSession,
  type MockAnswer,
  type RecordedCall,
} from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { WAITLIST_MESSAGES, WAITLIST_TEXT } from '../messages';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });

function entry(n: number, overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Learner ${n}`,
    gender: 'female',
    email: `learner${n}@example.org`,
    country: 'India',
    phone: '9876543210',
    institution: 'School of Planning',
    refCode: 'FRIEND42',
    referralCode: `CODE${n}`,
    referrals: n % 3,
    status: 'waiting',
    createdAt: '2026-03-01T10:00:00.000Z',
    approvedAt: null,
    ...overrides,
  };
}

const asha = entry(1, { name: 'Asha Rao', email: 'asha@example.org', referrals: 5 });
const APPROVE = `POST /api/waitlist/approve/${asha._id}`;
const LIST = 'GET /api/waitlist/all';

type ListHandler = (query: URLSearchParams) => WaitlistPage;

const onePage = (items: WaitlistEntry[]): WaitlistPage => ({
  items,
  total: items.length,
  nextCursor: null,
});

/**
 * mockApi looks answers up by 'METHOD path'; the list's path carries its query, so every
 * 'GET /api/waitlist/all?…' goes to `list` with that query.
 */
async function openPanel(
  list: ListHandler,
  extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {},
) {
  storeSession('tok', admin);
  const handlers: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...extra,
  };
  const routed = new Proxy(handlers, {
    get: (target, key) =>
      typeof key === 'string' && key.startsWith(`${LIST}?`)
        ? () => ({ body: list(new URL(key.slice(4), 'http://x').searchParams) })
        : target[key as string],
  });
  const api = mockApi(routed);
  const view = renderApp('/dashboard/admin/waitlist-approval');
  await screen.findByRole('heading', { level: 1, name: 'Approve Waitlist' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const listCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith(`${LIST.slice(4)}?`))
    .map((call) => new URL(call.path, 'http://x').searchParams);

afterEach(() => {
  // Set by the export test: jsdom has no object URLs.
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('Waitlist Approval Panel', { timeout: 15_000 }, () => {
  it('shows each entry with the spec’s columns, and a new entry within one poll', async () => {
    let items = [asha];
    await openPanel(() => onePage(items));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Institution',
      'Country',
      'Phone',
      'Ref. Code',
      'Referrals',
      'Status',
      'Joined',
    ]);
    const row = within(table).getByRole('row', { name: /Asha Rao/ });
    for (const text of [
      'asha@example.org',
      'School of Planning',
      'India',
      '9876543210',
      'FRIEND42',
      '5',
      'Waiting',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();

    items = [asha, entry(2, { name: 'Ben Okafor' })];
    expect(await screen.findByRole('row', { name: /Ben Okafor/ }, { timeout: 3500 })).toBeInTheDocument();
  });

  it('approves only after confirmation, then toasts the server’s message and shows the new status', async () => {
    let status: WaitlistEntry['status'] = 'waiting';
    const { api, user } = await openPanel(() => onePage([{ ...asha, status }]), {
      [APPROVE]: () => {
        status = 'approved';
        return { body: { message: WAITLIST_TEXT.approved, inviteSent: true } };
      },
    });
    const row = await screen.findByRole('row', { name: /Asha Rao/ });

    await user.click(within(row).getByRole('button', { name: 'Approve Asha Rao' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve Asha Rao?' });
    expect(within(dialog).getByText('asha@example.org')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Approve Asha Rao' }));
    dialog = screen.getByRole('dialog', { name: 'Approve Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(WAITLIST_TEXT.approved)).toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(row).findByText('Approved')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve Asha Rao' })).not.toBeInTheDocument();
  });

  it('says so when the account was made but the invitation was not sent', async () => {
    const { user } = await openPanel(() => onePage([asha]), {
      [APPROVE]: { body: { message: WAITLIST_TEXT.approvedNotSent, inviteSent: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(WAITLIST_TEXT.approvedNotSent)).toBeInTheDocument();
    expect(screen.queryByText(WAITLIST_TEXT.approved)).not.toBeInTheDocument();
  });

  it('shows the message of a refusal the admin can act on (the account exists) as it is', async () => {
    const { user } = await openPanel(() => onePage([asha]), {
      [APPROVE]: refusal(WAITLIST_ERRORS.accountExists),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(WAITLIST_TEXT.accountExists)).toBeInTheDocument();
    expect(screen.queryByText(WAITLIST_MESSAGES.approvalFailed)).not.toBeInTheDocument();
  });

  it(`says '${WAITLIST_MESSAGES.approvalFailed}' when approving fails otherwise`, async () => {
    const { user } = await openPanel(() => onePage([asha]), {
      [APPROVE]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.approvalFailed)).toBeInTheDocument();
  });

  it('searches on the server once the typing pauses, from the first page', async () => {
    const { api, user } = await openPanel((query) =>
      query.get('q') === 'asha' ? onePage([asha]) : onePage([asha, entry(2, { name: 'Ben Okafor' })]),
    );
    await screen.findByRole('row', { name: /Ben Okafor/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha');

    await waitFor(() => expect(screen.queryByRole('row', { name: /Ben Okafor/ })).not.toBeInTheDocument());
    const queries = listCalls(api.calls).map((query) => query.get('q'));
    expect(queries).toContain('asha');
    expect(queries.filter((q) => q && q !== 'asha')).toEqual([]);
    expect(listCalls(api.calls).at(-1)?.get('page')).toBe('1');
  });

  it('says when nobody matches the search', async () => {
    const { user } = await openPanel((query) => onePage(query.get('q') ? [] : [asha]));
    await screen.findByRole('row', { name: /Asha Rao/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zed');
    expect(await screen.findByText('No one on the waitlist matches “zed”.')).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const all = Array.from({ length: 60 }, (_, i) => entry(i + 1));
    const { api, user } = await openPanel((query) => {
      const page = Number(query.get('page'));
      const size = Number(query.get('limit'));
      return { items: all.slice((page - 1) * size, page * size), total: all.length, nextCursor: null };
    });
    await screen.findByRole('row', { name: /Learner 1\b/ });
    const pager = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(within(pager).getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('row', { name: /Learner 26\b/ })).toBeInTheDocument();
    expect(within(pager).getByText(/Page 2 of 3/)).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)?.get('page')).toBe('2');

    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('row', { name: /Learner 51\b/ })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('row', { name: /Learner 26\b/ })).toBeInTheDocument();
  });

  it('downloads waitlist.csv with the admin’s token', async () => {
    const saved: { download: string; href: string }[] = [];
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:waitlist');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { api, user } = await openPanel(() => onePage([asha]), {
      'GET /api/waitlist/export.csv': { body: 'Name,Email' },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ download: 'waitlist.csv', href: 'blob:waitlist' }]));
    const [call] = api.callsTo('GET /api/waitlist/export.csv');
    expect(call?.headers.authorization).toBe('Bearer tok');
    // The file saved is what the server answered (the mock answers it as JSON text).
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('Name,Email');
  });
});
