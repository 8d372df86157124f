import type { Notification, NotificationPage } from '@atelier/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsButton } from '../../../app/layouts/notifications-button';
import { SessionGate } from '../../../app/session-gate';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_TEXT } from '../messages';
import { EmailPrefs } from './email-prefs';

const PAGE = 'GET /api/notifications?limit=20';

function note(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'forum_answer',
    title: `Notification ${n}`,
    body: `Body <b>${n}</b>`,
    link: `/dashboard/smartLABS/network?post=${n}`,
    count: 1,
    read: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (items: Notification[]): NotificationPage => ({
  items,
  unread: items.filter((n) => !n.read).length,
  total: items.length,
  nextCursor: null,
});

function openBell(items: Notification[], role: 'smartLABS' | 'student' = 'smartLABS') {
  const user = makeUser({ role });
  storeSession('tok', user);
  let current = items;
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user } },
    [PAGE]: () => ({ body: pageOf(current) }),
    'POST /api/notifications/read': ({ body }) => {
      const ids = (body as { ids?: string[] }).ids;
      current = current.map((n) => (!ids || ids.includes(n._id) ? { ...n, read: true } : n));
      return { body: { unread: current.filter((n) => !n.read).length } };
    },
    'GET /api/notifications/prefs': { body: { emailKinds: ['review'] } },
    'PUT /api/notifications/prefs': ({ body }) => ({ body }),
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationsButton /> },
      {
        path: '/dashboard/smartLABS/network',
        element: (
          <>
            <NotificationsButton />
            <p>The Community page</p>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(
    <SessionGate>
      <RouterProvider router={router} />
    </SessionGate>,
  );
  return { api, router, user: userEvent.setup() };
}

/** What a sighted user reads in the element: no aria-hidden parts, no screen-reader-only text. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"], .visually-hidden').forEach((n) => n.remove());
  return copy.textContent ?? '';
}
/** A name holding these words in this order, as axe compares them: case, punctuation and spacing aside. */
const holding = (text: string) =>
  new RegExp(
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^\\p{L}\\p{N}]+'),
    'iu',
  );

describe('the bell', () => {
  it('shows the unread count and lists notifications with their text as text', async () => {
    const { user } = openBell([
      note(1),
      note(2, { kind: 'forum_like', count: 3, title: 'Members liked your post' }),
      note(3, { read: true }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(bell).toHaveAccessibleName(holding(bell.textContent ?? ''));
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^Unread: Notification 1 Body <b>1<\/b> /);
    expect(links[1]).toHaveAccessibleName(/^Unread: Members liked your post · 3 /);
    expect(links[2]).toHaveAccessibleName(/^Notification 3 /);
    // WCAG 2.5.3 (axe label-content-name-mismatch): each name holds the item's visible text.
    for (const link of links) {
      expect(link).not.toHaveAttribute('aria-label');
      expect(link).toHaveAccessibleName(holding(visibleText(link)));
    }
    // User text stays text.
    expect(within(panel).getByText('Body <b>1</b>')).toBeInTheDocument();
    expect(panel.querySelector('b')).toBeNull();
  });

  it('opens a notification where it points and marks it read', async () => {
    const { api, router, user } = openBell([note(1), note(2)]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: /^Unread: Notification 2 / }));
    expect(router.state.location.pathname).toBe('/dashboard/smartLABS/network');
    expect(router.state.location.search).toBe('?post=2');
    await waitFor(() =>
      expect(api.callsTo('POST /api/notifications/read').map((c) => c.body)).toEqual([
        { ids: [note(2)._id] },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read, and says when there is nothing', async () => {
    const { api, user } = openBell([note(1), note(2)]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: NOTIFICATION_TEXT.markAll }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/notifications/read').map((c) => c.body)).toEqual([{ all: true }]),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it('says there are no notifications', async () => {
    const { user } = openBell([]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(NOTIFICATION_TEXT.empty)).toBeInTheDocument();
  });
});

describe('e-mail preferences in Settings', () => {
  it('lists the kinds of the caller’s role, reviews ticked by default, and saves the choice', async () => {
    const user = makeUser({ role: 'smartLABS' });
    storeSession('tok', user);
    const api = mockApi({
      'GET /api/auth/validate-token': { body: { user } },
      'GET /api/notifications/prefs': { body: { emailKinds: ['review'] } },
      'PUT /api/notifications/prefs': ({ body }) => ({ body }),
    });
    renderWithProviders(
      <SessionGate>
        <EmailPrefs />
      </SessionGate>,
    );
    const review = await screen.findByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.review });
    await waitFor(() => expect(review).toBeChecked());
    const likes = screen.getByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.forum_like });
    expect(likes).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.new_quiz })).toBeNull();
    const clicker = userEvent.setup();
    await clicker.click(likes);
    await clicker.click(review);
    await clicker.click(screen.getByRole('button', { name: 'Save e-mail preferences' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/notifications/prefs').map((c) => c.body)).toEqual([
        { emailKinds: ['forum_like'] },
      ]),
    );
  });
});
