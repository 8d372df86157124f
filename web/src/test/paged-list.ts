import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { MockAnswer, RecordedCall } from './api-mock';

const PAGE = 20;

/**
 * A list endpoint as the server pages it: `items()` (read at each call, so writes show) 20 a page,
 * the offset as the cursor, `listKey` the first page's 'GET /api/…?limit=20'. `holdPages()` keeps
 * the answers until the returned release runs.
 */
export function offsetPages<T>(listKey: string, items: () => readonly T[], pageCount = 5) {
  let held: Promise<void> | undefined;
  const pageFrom = (offset: number) => async (): Promise<MockAnswer> => {
    if (held) await held;
    const all = items();
    const next = offset + PAGE < all.length ? String(offset + PAGE) : null;
    return { body: { items: all.slice(offset, offset + PAGE), total: all.length, nextCursor: next } };
  };
  const handlers = Object.fromEntries(
    Array.from({ length: pageCount }, (_, i) => [
      i === 0 ? listKey : `${listKey}&cursor=${i * PAGE}`,
      pageFrom(i * PAGE),
    ]),
  );
  const holdPages = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { handlers, holdPages };
}

interface LoadMoreCase {
  api: { callsTo: (key: string) => RecordedCall[] };
  user: UserEvent;
  holdPages: () => () => void;
  listKey: string;
  /** The list's items in the button's words: 'notes' → 'Load more notes (20 of 25 shown)'. */
  noun: string;
  /** The names of the items shown, top first. */
  shown: () => (string | null)[];
  /** The name of the item numbered n (1 the oldest). */
  itemName: (n: number) => string;
  /** The element, by its role and the item's name, that takes the focus after a load. */
  focusRole: 'heading' | 'button';
}

/** Twenty-five items shown 20 then all 25 by Load more, busy while it loads, the focus on the first new one. */
export async function expectLoadMoreOf25({
  api,
  user,
  holdPages,
  listKey,
  noun,
  shown,
  itemName,
  focusRole,
}: LoadMoreCase) {
  expect(shown()).toHaveLength(20);
  expect(shown()[0]).toBe(itemName(25));
  expect(api.callsTo(listKey)).toHaveLength(1);

  const release = holdPages();
  const more = screen.getByRole('button', { name: `Load more ${noun} (20 of 25 shown)` });
  await user.click(more);
  expect(more).toBeDisabled();
  expect(more).toHaveAttribute('aria-busy', 'true');
  release();

  await waitFor(() => expect(shown()).toHaveLength(25));
  expect(api.callsTo(`${listKey}&cursor=20`)).toHaveLength(1);
  expect(new Set(shown()).size).toBe(25);
  expect(shown().at(-1)).toBe(itemName(1));
  // The keyboard carries on from the first item that was not there before.
  expect(screen.getByRole(focusRole, { name: itemName(5) })).toHaveFocus();
  expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
}
