import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_TEXT } from '../messages';
import { assignmentId, makeAssignment, makeSubmission, member, openAs, type Handler } from '../test-fixtures';

const ID = assignmentId(1);
const OVERVIEW = `GET /api/smartlabs/assignment/${ID}/overview`;
const START = `POST /api/smartlabs/assignment/start/${ID}`;

const open = (handlers: Record<string, Handler>) =>
  openAs(
    member,
    `/dashboard/smartLABS/assignment/${ID}/start`,
    handlers,
    /^(Pavilion 1|Assignment Overview)$/,
  );

describe('Assignment overview', { timeout: 30_000 }, () => {
  it('shows the assignment and starts it with Start Assignment, then goes to the tasks', async () => {
    const { api, user, router } = await open({
      [OVERVIEW]: { body: makeAssignment(1) },
      [START]: { body: makeSubmission([]) },
      [`GET /api/smartlabs/assignment/submission/${ID}`]: { body: makeSubmission([]) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Pavilion 1' });
    expect(screen.getByText('A1')).toBeInTheDocument();
    expect(screen.getByText('Design a small pavilion for the campus lawn.')).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Type')).toHaveTextContent('Individual');
    expect(term('Grading / credits')).toHaveTextContent('10 credits');
    expect(term('Allocated in')).toHaveTextContent('Week 3');
    expect(term('Submission')).toHaveTextContent('Images');
    expect(term('Output')).toHaveTextContent('Five renders');
    const notes = screen.getByRole('region', { name: 'General notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Use metric units', 'Name files by task']);

    await user.click(screen.getByRole('button', { name: 'Start Assignment' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/smartLABS/assignment/${ID}/tasks`),
    );
    expect(api.callsTo(START)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'T1 Available' })).toBeInTheDocument();
  });

  it('offers no start while the assignment is locked', async () => {
    await open({ [OVERVIEW]: { body: makeAssignment(1, { isLocked: true }) } });
    await screen.findByRole('heading', { level: 1, name: 'Pavilion 1' });
    expect(screen.queryByRole('button', { name: 'Start Assignment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Locked' })).toBeDisabled();
    expect(screen.getByText(ASSIGNMENT_TEXT.lockedNotice)).toBeInTheDocument();
  });
});
