import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_TEXT } from '../messages';
import { assignmentId, makeMemberAssignment, member, openAs } from '../test-fixtures';

const LIST = 'GET /api/smartlabs/assignment/all';

describe('smartLABS assignment list', { timeout: 30_000 }, () => {
  it('shows Start, Locked or Submitted on each card, with the progress ring’s numbers', async () => {
    await openAs(
      member,
      '/dashboard/smartLABS/assignment',
      {
        [LIST]: {
          body: [
            makeMemberAssignment(1, { completedTasks: 1, started: true }),
            makeMemberAssignment(2, { isLocked: true }),
            makeMemberAssignment(3, { completedTasks: 3, started: true }),
            // Locked after it was finished: it still reads Submitted.
            makeMemberAssignment(4, { completedTasks: 3, isLocked: true, image: null }),
          ],
        },
      },
      'Assignments',
    );
    const cards = within(await screen.findByRole('list', { name: 'Assignments' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pavilion 1',
      'Pavilion 2',
      'Pavilion 3',
      'Pavilion 4',
    ]);
    const [inProgress, locked, done, doneLocked] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(inProgress).getByText('A1')).toBeInTheDocument();
    expect(within(inProgress).getByRole('img', { name: '1 of 3 tasks completed' })).toHaveTextContent('1/3');
    expect(within(inProgress).getByRole('link', { name: 'Start A1' })).toHaveAttribute(
      'href',
      `/dashboard/smartLABS/assignment/${assignmentId(1)}/start`,
    );
    expect(inProgress.querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/assignments/cover-1.png?sig=1',
    );

    expect(within(locked).getByRole('button', { name: 'A2 locked' })).toBeDisabled();
    expect(within(locked).getByRole('button', { name: 'A2 locked' })).toHaveTextContent('Locked');
    expect(within(locked).queryByRole('link')).not.toBeInTheDocument();
    expect(within(locked).getByRole('img', { name: '0 of 3 tasks completed' })).toHaveTextContent('0/3');

    expect(within(done).getByRole('button', { name: 'A3 submitted' })).toBeDisabled();
    expect(within(done).getByRole('button', { name: 'A3 submitted' })).toHaveTextContent('Submitted');
    expect(within(done).getByRole('img', { name: '3 of 3 tasks completed' })).toHaveTextContent('3/3');
    expect(within(doneLocked).getByRole('button', { name: 'A4 submitted' })).toBeDisabled();
  });

  it('says so when there is no assignment yet', async () => {
    await openAs(member, '/dashboard/smartLABS/assignment', { [LIST]: { body: [] } }, 'Assignments');
    expect(await screen.findByText(ASSIGNMENT_TEXT.noMemberAssignments)).toBeInTheDocument();
  });
});
