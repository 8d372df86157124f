import type { User } from '@atelier/contract/auth';
import type { Feed, ForumPost, TrendingPost } from '@atelier/contract/forum';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SessionGate } from '../../../app/session-gate';
import { makeUser, mockApi, storeSession, type MockAnswer, type RecordedCall } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { ForumPage } from './forum-page';

export const me = makeUser({ role: 'smartLABS', name: 'Sam Rivera', institution: 'School of Architecture' });
export const other = { _id: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a', name: 'Noor Haddad', avatar: '5.jpg' };
const mine = { _id: me._id, name: me.name, avatar: me.avatar };

export const DOUBT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const GENERAL_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const IDEA_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const ANSWER_ID = '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a';
export const REPLY_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
export const PHOTO_URL = '/api/files/forum/photo.png?expires=1&signature=abc';
export const DOCUMENT_URL = '/api/files/forum/brief.pdf?expires=1&signature=def';

export const LONG_TRENDING =
  'Which level of detail do you model doors at for a tender set, and why does it matter?';

export function posts(likedByMe = false): ForumPost[] {
  return [
    {
      _id: DOUBT_ID,
      userId: other,
      question: 'How do I nest a family\nwithout losing its parameters?',
      category: 'doubt',
      mediaUrl: PHOTO_URL,
      mediaKind: 'image',
      likes: likedByMe ? [other._id, me._id] : [other._id],
      answers: [
        {
          _id: ANSWER_ID,
          userId: other,
          answer: 'Make the parameters shared first.',
          createdAt: '2026-03-04T11:00:00.000Z',
          editedAt: '2026-03-04T11:30:00.000Z',
          replies: [
            {
              _id: REPLY_ID,
              userId: mine,
              reply: 'That worked, thanks!',
              createdAt: '2026-03-04T12:00:00.000Z',
              editedAt: null,
            },
          ],
        },
      ],
      createdAt: '2026-03-04T10:00:00.000Z',
      editedAt: null,
    },
    {
      _id: GENERAL_ID,
      userId: mine,
      question: 'Sharing my site model from this week.',
      category: 'general',
      mediaUrl: null,
      mediaKind: null,
      likes: [],
      answers: [],
      createdAt: '2026-03-03T10:00:00.000Z',
      editedAt: null,
    },
    {
      _id: IDEA_ID,
      userId: other,
      question: 'A shared library of door families?',
      category: 'idea',
      mediaUrl: DOCUMENT_URL,
      mediaKind: 'document',
      likes: [other._id, me._id],
      answers: [
        {
          _id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
          userId: mine,
          answer: 'Yes please.',
          createdAt: '2026-03-02T11:00:00.000Z',
          editedAt: null,
          replies: [],
        },
      ],
      createdAt: '2026-03-02T10:00:00.000Z',
      editedAt: null,
    },
  ];
}

export const trending: TrendingPost[] = [
  { _id: IDEA_ID, question: LONG_TRENDING, likes: 7 },
  { _id: DOUBT_ID, question: 'How do I nest a family?', likes: 1 },
];

export const feedOf = (items: ForumPost[]): Feed => ({
  items,
  total: items.length,
  nextCursor: null,
  trending,
});
export const FEED = 'GET /api/forum?limit=20';

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

/** The Community page for `user` over a feed of `posts()`; `handlers` add or replace API answers. */
export function openForum(options: { user?: User; handlers?: Record<string, Handler> } = {}) {
  const user = options.user ?? me;
  storeSession('tok', user);
  // jsdom has no object URLs; the preview only needs one to show.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:preview'),
    revokeObjectURL: vi.fn(),
  });
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user } },
    [FEED]: { body: feedOf(posts()) },
    'GET /api/forum/stats': { body: { posts: 4, impressions: 9, influence: 12.5 } },
    ...options.handlers,
  });
  renderWithProviders(
    <SessionGate>
      <ForumPage />
    </SessionGate>,
  );
  return { api, user: userEvent.setup() };
}

/** The feed's list item of the post whose text starts with `start`. */
export async function postItem(start: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Posts' });
  const toggle = within(list).getByRole('button', { name: new RegExp(`^${start}`) });
  const item = toggle.closest('li');
  if (!item) throw new Error(`the post "${start}" is not in a list item`);
  return item;
}
