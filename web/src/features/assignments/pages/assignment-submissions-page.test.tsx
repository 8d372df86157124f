import { screen, within } from '@testing-library/react';
import { ASSIGNMENT_ERRORS } from '@atelier/contract/assignments';
import { describe, expect, it } from 'vitest';
import { refusal, type RecordedCall } from '../../../test/api-mock';
import { ASSIGNMENT_TEXT } from '../messages';
import {
  admin,
  assignmentId,
  makeOverview,
  makeSubmission,
  openAs,
  submissionId,
  submittedProgress,
  type Handler,
} from '../test-fixtures';

const SUBMISSIONS = `GET /api/assignment/${assignmentId(1)}/submissions`;
const REVIEW = `POST /api/assignment/review/${submissionId(1)}/2`;
const asha = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.org', avatar: '1.jpg' };

/** Asha finished task 1 (accepted after a change request) and submitted task 2 with six images. */
const overview = () =>
  makeOverview([
    {
      ...makeSubmission([
        submittedProgress(1, 5, { status: 'accepted', feedback: 'Show the north arrow.' }),
        submittedProgress(2, 6),
      ]),
      member: asha,
    },
  ]);

const open = (handlers: Record<string, Handler> = {}) =>
  openAs(
    admin,
    `/dashboard/admin/assignment-manager/${assignmentId(1)}`,
    { [SUBMISSIONS]: { body: overview() }, ...handlers },
    'Submissions',
  );

async function ashaCard() {
  return screen.findByRole('article', { name: 'Asha Rao' });
}

describe('Assignment submissions (admin)', { timeout: 30_000 }, () => {
  it('shows each member with progress, each task’s state, the images and the feedback given', async () => {
    const { user } = await open();
    expect(await screen.findByText('A1 · Pavilion 1')).toBeInTheDocument();
    const card = await ashaCard();
    expect(within(card).getByText('asha@example.org')).toBeInTheDocument();
    expect(within(card).getByText('2/3').parentElement).toHaveTextContent('2/3 tasks done');
    const task = (n: number, code: string) =>
      within(card).getByRole('listitem', { name: `Task ${n}: ${code}` });
    expect(within(task(1, 'T1')).getByText('Accepted')).toBeInTheDocument();
    expect(within(task(1, 'T1')).getByText('Show the north arrow.')).toBeInTheDocument();
    expect(within(task(2, 'T2')).getByText('Submitted')).toBeInTheDocument();
    expect(within(task(3, 'T3')).getByText('Not submitted')).toBeInTheDocument();
    const images = within(task(2, 'T2')).getByRole('list', { name: 'Images of T2 by Asha Rao' });
    expect(within(images).getAllByRole('button')).toHaveLength(6);
    // Only a submitted task can be reviewed.
    expect(within(task(1, 'T1')).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(within(task(3, 'T3')).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    // An image opens large in a dialog, with a link to a tab of its own.
    await user.click(within(images).getByRole('button', { name: 'Open image 3 of T2 by Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Image 3 of T2 by Asha Rao' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/files/submissions/t2-3.png?sig=1');
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('requires a comment to request changes, then sends it', async () => {
    const sent: RecordedCall[] = [];
    const { api, user } = await open({
      [REVIEW]: (call) => {
        sent.push(call);
        return { body: { message: ASSIGNMENT_TEXT.changesRequested } };
      },
    });
    const card = await ashaCard();
    await user.click(within(card).getByRole('button', { name: 'Request changes to T2 by Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes to T2 by Asha Rao' });
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await within(dialog).findByText(ASSIGNMENT_TEXT.needComment)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What should change?'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(within(dialog).getByText(ASSIGNMENT_TEXT.needComment)).toBeInTheDocument();
    expect(api.callsTo(REVIEW)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('What should change?'));
    await user.type(within(dialog).getByLabelText('What should change?'), 'Label the rooms.');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText(ASSIGNMENT_TEXT.changesRequested)).toBeInTheDocument();
    expect(sent.map((c) => c.body)).toEqual([{ status: 'changes_requested', comment: 'Label the rooms.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is loaded again to show the new state.
    expect(api.callsTo(SUBMISSIONS).length).toBeGreaterThan(1);
  });

  it('accepts a submitted task at once', async () => {
    const { api, user } = await open({ [REVIEW]: { body: { message: ASSIGNMENT_TEXT.accepted } } });
    const card = await ashaCard();
    await user.click(within(card).getByRole('button', { name: 'Accept T2 by Asha Rao' }));
    expect(await screen.findByText(ASSIGNMENT_TEXT.accepted)).toBeInTheDocument();
    expect(api.callsTo(REVIEW).map((c) => c.body)).toEqual([{ status: 'accepted', comment: '' }]);
  });

  it('says so when nobody has started the assignment', async () => {
    await open({ [SUBMISSIONS]: { body: makeOverview([]) } });
    expect(await screen.findByText(ASSIGNMENT_TEXT.noSubmissions)).toBeInTheDocument();
  });

  it('says the assignment is gone when the server refuses with its code, and that loading failed otherwise', async () => {
    const { unmount } = await open({ [SUBMISSIONS]: refusal(ASSIGNMENT_ERRORS.notFound) });
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSIGNMENT_TEXT.notFound);
    unmount();
    await open({
      [SUBMISSIONS]: { status: 404, body: { message: ASSIGNMENT_TEXT.notFound, code: 'common.notFound' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ASSIGNMENT_TEXT.loadFailed);
  });
});
