import type { Registration, RegistrationPage } from '@atelier/contract/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer, type RecordedCall } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { DASH } from '../components/registrations-table';
import { EVENT_MESSAGES, EVENT_TEXT } from '../messages';
import { makeEvent, makeRegistration } from '../test-fixtures';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });
const bim = makeEvent(1, { eventId: 'bim-101', eventName: 'BIM 101' });
const revit = makeEvent(2, { eventId: 'revit-live', eventName: 'Revit Live' });
const LIST = '/api/event/by-event/bim-101';

const onePage = (items: Registration[]): RegistrationPage => ({
  items,
  total: items.length,
  nextCursor: null,
});

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

/** Every 'GET /api/event/by-event/bim-101?…' goes to `list` with its query. */
async function openManager(
  list: (query: URLSearchParams) => RegistrationPage,
  extra: Record<string, Handler> = {},
) {
  storeSession('tok', admin);
  const handlers: Record<string, Handler> = {
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/event-meta/all': { body: [bim, revit] },
    ...extra,
  };
  const routed = new Proxy(handlers, {
    get: (target, key) =>
      typeof key === 'string' && key.startsWith(`GET ${LIST}?`)
        ? () => ({ body: list(new URL(key.slice(4), 'http://x').searchParams) })
        : target[key as string],
  });
  const api = mockApi(routed);
  const view = renderApp('/dashboard/admin/event-registration');
  await screen.findByRole('heading', { level: 1, name: 'Event Manager' }, { timeout: 5000 });
  // With fake timers (the polling test), user-event's own pauses must move them on.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  return { ...view, api, user };
}

const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.startsWith(`${LIST}?`));

afterEach(() => {
  vi.useRealTimers();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('Event Manager', { timeout: 15_000 }, () => {
  it('shows the chosen event’s registrations with the spec’s columns and a dash for empty values', async () => {
    const asha = makeRegistration(1, {
      name: 'Asha Rao',
      pdfUrl: 'https://lms.example.org/api/files/abc?sig=1',
    });
    const ben = makeRegistration(2, {
      name: 'Ben Okafor',
      gender: '',
      phone: '',
      institution: '',
      category: '',
      refCode: '',
    });
    const { user } = await openManager(() => onePage([asha, ben]));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /BIM 101/ }));

    const table = await screen.findByRole('table');
    expect(screen.getByRole('button', { name: /BIM 101/ })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Name',
      'Gender',
      'Email',
      'Phone',
      'Country',
      'Institution',
      'Category',
      'Referral Code',
      'Registered On',
      'PDF',
    ]);

    const first = within(within(table).getByRole('row', { name: /Asha Rao/ }));
    for (const text of [
      '1',
      'Female',
      'learner1@example.org',
      '9876543210',
      'India',
      'School of Planning',
      'BIM Aspirant',
      'ATELIER2025',
    ])
      expect(first.getByText(text)).toBeInTheDocument();
    const pdf = first.getByRole('link', { name: 'View PDF of Asha Rao' });
    expect(pdf).toHaveAttribute('href', asha.pdfUrl);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.getAttribute('rel')).toContain('noopener');

    const second = within(table).getByRole('row', { name: /Ben Okafor/ });
    const cells = within(second)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    // #, Gender, Email, Phone, Country, Institution, Category, Referral Code, Registered On, PDF
    expect(cells[0]).toBe('2');
    expect([cells[1], cells[3], cells[5], cells[6], cells[7], cells[9]]).toEqual([
      DASH,
      DASH,
      DASH,
      DASH,
      DASH,
      DASH,
    ]);
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it(`says '${EVENT_TEXT.noRegistrations}' for an event nobody registered for`, async () => {
    const { user } = await openManager(() => onePage([]));
    await user.click(await screen.findByRole('button', { name: /BIM 101/ }));
    expect(await screen.findByText(EVENT_TEXT.noRegistrations)).toBeInTheDocument();
  });

  it('refreshes itself every 10 seconds, and on Refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let items = [makeRegistration(1, { name: 'Asha Rao' })];
    const { api, user } = await openManager(() => onePage(items));
    await user.click(await screen.findByRole('button', { name: /BIM 101/ }));
    await screen.findByRole('row', { name: /Asha Rao/ });
    const before = listCalls(api.calls).length;

    items = [makeRegistration(2, { name: 'Ben Okafor' }), ...items];
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('row', { name: /Ben Okafor/ })).toBeInTheDocument();
    expect(listCalls(api.calls).length).toBe(before + 1);

    items = [makeRegistration(3, { name: 'Chen Li' }), ...items];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: /Chen Li/ })).toBeInTheDocument();
    expect(listCalls(api.calls).length).toBe(before + 2);
  });

  it(`labels the button '${EVENT_MESSAGES.refreshing}' while a refresh is under way`, async () => {
    let release: () => void = () => {};
    let slow = false;
    const { user } = await openManager(() => onePage([makeRegistration(1)]), {});
    await user.click(await screen.findByRole('button', { name: /BIM 101/ }));
    await screen.findByRole('row', { name: /Learner 1/ });
    // From now on the list answers only when released.
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (!slow) return original!(input, init);
      await new Promise<void>((resolve) => (release = resolve));
      return original!(input, init);
    });
    slow = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: EVENT_MESSAGES.refreshing })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('pages with Previous and Next, numbering the rows on', async () => {
    const all = Array.from({ length: 45 }, (_, i) => makeRegistration(i + 1));
    const { api, user } = await openManager((query) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, nextCursor: null };
    });
    await user.click(await screen.findByRole('button', { name: /BIM 101/ }));
    const pager = await screen.findByRole('navigation', { name: 'Pages of registrations' });
    expect(within(pager).getByText(/Page 1 of 3/)).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    const row = await screen.findByRole('row', { name: /Learner 21\b/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(listCalls(api.calls).at(-1)?.path).toBe(`${LIST}?limit=20&page=2`);
  });

  it('downloads the registrations as <eventId>.csv with the admin’s token', async () => {
    const saved: { download: string; href: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { api, user } = await openManager(() => onePage([makeRegistration(1)]), {
      [`GET ${LIST}/export.csv`]: { body: 'Name,Gender' },
    });
    await user.click(await screen.findByRole('button', { name: /BIM 101/ }));
    await user.click(await screen.findByRole('button', { name: /Download CSV/ }));

    await waitFor(() => expect(saved).toEqual([{ download: 'bim-101.csv', href: 'blob:csv' }]));
    expect(api.callsTo(`GET ${LIST}/export.csv`)[0]?.headers.authorization).toBe('Bearer tok');
  });
});
