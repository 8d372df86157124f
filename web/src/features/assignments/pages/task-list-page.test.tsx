import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '../messages';
import {
  assignmentId,
  makeAssignment,
  makeSubmission,
  member,
  openAs,
  progress,
  submittedProgress,
  type Handler,
} from '../test-fixtures';

const ID = assignmentId(1);
const SUBMISSION = `GET /api/smartlabs/assignment/submission/${ID}`;
const START = `POST /api/smartlabs/assignment/start/${ID}`;
const OVERVIEW = `GET /api/smartlabs/assignment/${ID}/overview`;

const open = (handlers: Record<string, Handler>) =>
  openAs(
    member,
    `/dashboard/smartLABS/assignment/${ID}/tasks`,
    { [OVERVIEW]: { body: makeAssignment(1) }, ...handlers },
    'Tasks',
  );

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Tasks' })).getAllByRole('listitem') as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];

describe('Task list', { timeout: 30_000 }, () => {
  it('makes only the next incomplete task clickable: Completed, Available, Locked', async () => {
    await open({ [SUBMISSION]: { body: makeSubmission([submittedProgress(1)]) } });
    const [first, second, third] = await rows();
    expect(first).toHaveTextContent('T1');
    expect(first).toHaveTextContent('Completed');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'T2 Available' })).toHaveAttribute(
      'href',
      `/dashboard/smartLABS/assignment/${ID}/task/2`,
    );
    expect(third).toHaveTextContent('Locked');
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Available/ })).toHaveLength(1);
    // The link's name is its visible text (WCAG 2.5.3, axe label-content-name-mismatch).
    const link = within(second).getByRole('link');
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAccessibleName('T2 Available');
    expect(link.textContent).toBe('2T2 Available');
    expect(screen.getByRole('img', { name: '1 of 3 tasks completed' })).toBeInTheDocument();
  });

  it('opens a task whose changes were requested again, with the mentor’s feedback; the ones after it wait', async () => {
    await open({
      [SUBMISSION]: {
        body: makeSubmission([
          progress(1, { status: 'changes_requested', feedback: 'Show the north arrow.', files: [] }),
          submittedProgress(2),
        ]),
      },
    });
    const [first, second, third] = await rows();
    expect(within(first).getByRole('link', { name: 'T1 Changes requested' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Feedback from your mentor: Show the north arrow.');
    expect(second).toHaveTextContent('Completed');
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts the assignment when there is no submission yet (404), then loads it again', async () => {
    let started = false;
    const { api } = await open({
      [SUBMISSION]: () =>
        started
          ? { body: makeSubmission([]) }
          : { status: 404, body: { message: ASSIGNMENT_MESSAGES.noSubmission } },
      [START]: () => {
        started = true;
        return { body: makeSubmission([]) };
      },
    });
    const [first] = await rows();
    expect(within(first).getByRole('link', { name: 'T1 Available' })).toBeInTheDocument();
    expect(api.callsTo(START)).toHaveLength(1);
    expect(api.callsTo(START)[0]?.body).toEqual({});
    expect(api.callsTo(SUBMISSION)).toHaveLength(2);
  });

  it('shows every task as waiting while the assignment is locked, and why', async () => {
    await open({
      [OVERVIEW]: { body: makeAssignment(1, { isLocked: true }) },
      [SUBMISSION]: { body: makeSubmission([]) },
    });
    await rows();
    expect(screen.queryAllByRole('link', { name: /Available/ })).toHaveLength(0);
    expect(screen.getByText(ASSIGNMENT_TEXT.lockedNotice)).toBeInTheDocument();
  });
});
