import type { WeeklyGoal } from '@atelier/contract/progress';
import { PROGRESS_MESSAGES } from '@atelier/contract/progress';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi, type RecordedCall } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { legacyStorageKey } from '../api/weekly-goal';
import { WeeklyGoalCard } from './weekly-goal-card';

const me = makeUser();
const URL = 'GET /api/progress/weekly-goal';
const PUT = 'PUT /api/progress/weekly-goal';

const goal = (over: Partial<WeeklyGoal> = {}): WeeklyGoal => ({
  chaptersPerWeek: 5,
  done: 2,
  weekStart: '2026-11-22',
  saved: true,
  ...over,
});

/** A server that keeps the goal it is sent. */
function server(start: WeeklyGoal) {
  let current = start;
  return mockApi({
    [URL]: () => ({ body: current }),
    [PUT]: (call: RecordedCall) => {
      current = { ...current, ...(call.body as object), saved: true };
      return { body: current };
    },
  });
}

beforeEach(() => window.localStorage.clear());

describe('WeeklyGoalCard', () => {
  it("shows the server's goal and this week's count, and saves a change to the server, not the browser", async () => {
    const api = server(goal({ chaptersPerWeek: 3, done: 2 }));
    renderWithProviders(<WeeklyGoalCard userId={me._id} />);
    expect(await screen.findByText('2 of 3 chapters opened this week')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Weekly goal reached/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More chapters per week' }));
    expect(await screen.findByText('2 of 4 chapters opened this week')).toBeInTheDocument();
    expect(screen.getByText('4 per week')).toBeInTheDocument();
    expect(api.callsTo(PUT).map((c) => c.body)).toEqual([{ chaptersPerWeek: 4 }]);
    expect(window.localStorage.getItem(legacyStorageKey(me._id))).toBeNull();
  });

  it('moves a goal this browser kept to the server once, when the server has none', async () => {
    window.localStorage.setItem(
      legacyStorageKey(me._id),
      JSON.stringify({ goal: 9, week: '2026-11-22', chapters: ['a', 'b', 'c'] }),
    );
    const api = server(goal({ saved: false, done: 1 }));
    renderWithProviders(<WeeklyGoalCard userId={me._id} />);
    // The count is the server's; only the goal moves.
    expect(await screen.findByText('1 of 9 chapters opened this week')).toBeInTheDocument();
    expect(api.callsTo(PUT).map((c) => c.body)).toEqual([{ chaptersPerWeek: 9 }]);
    expect(window.localStorage.getItem(legacyStorageKey(me._id))).toBeNull();
  });

  it("keeps the server's goal over one this browser kept, and forgets the browser's", async () => {
    window.localStorage.setItem(legacyStorageKey(me._id), JSON.stringify({ goal: 9 }));
    const api = server(goal({ chaptersPerWeek: 4, saved: true }));
    renderWithProviders(<WeeklyGoalCard userId={me._id} />);
    expect(await screen.findByText('2 of 4 chapters opened this week')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(legacyStorageKey(me._id))).toBeNull());
    expect(api.callsTo(PUT)).toEqual([]);
  });

  it('puts the goal back and says so when the server refuses it; stops at 1 and 50', async () => {
    mockApi({
      [URL]: { body: goal({ chaptersPerWeek: 1, done: 0 }) },
      [PUT]: { status: 500, body: { message: 'boom' } },
    });
    renderWithProviders(<WeeklyGoalCard userId={me._id} />);
    expect(await screen.findByText('0 of 1 chapter opened this week')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fewer chapters per week' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More chapters per week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROGRESS_MESSAGES.goalSaveFailed);
    expect(screen.getByText('1 per week')).toBeInTheDocument();
  });

  it('says so when the goal cannot be loaded', async () => {
    mockApi({ [URL]: { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<WeeklyGoalCard userId={me._id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROGRESS_MESSAGES.goalLoadFailed);
    expect(screen.getByRole('button', { name: 'More chapters per week' })).toBeDisabled();
  });
});
