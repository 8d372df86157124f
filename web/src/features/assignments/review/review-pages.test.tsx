import type { Pin, ReviewFile, TaskReview } from '@atelier/contract/reviews';
import { makePin } from './review.fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givePointerEvents, layOutAs } from '../../../test/pointer';
import {
  admin,
  assignmentId,
  makeSubmission,
  member,
  openAs,
  submissionId,
  submittedProgress,
} from '../test-fixtures';

// A viewport of 1032 × 632 px; presses as a mouse sends them.
beforeAll(givePointerEvents);
beforeEach(() => layOutAs(1032, 632));

const SUB = submissionId(1);
const A = assignmentId(1);
const file = (n: number, revision = 1): ReviewFile => ({
  id: `f${revision}-${n}`,
  kind: 'image',
  url: `/api/files/submissions/r${revision}-${n}.png?exp=1&sig=x`,
  previewUrl: `/api/files/submissions/r${revision}-${n}.png?exp=1&sig=x`,
  pages: 1,
  width: 2000,
  height: 1000,
  bytes: 1000,
  position: n,
  name: `view-${n}.png`,
  model: null,
});
const pin = (overrides: Partial<Pin> = {}) =>
  makePin(1, { fileId: 'f1-1', x: 0.25, y: 0.5, ...overrides }, 'Where is the <b>stair</b>?');
const review = (pins: Pin[] = [pin()]): TaskReview => ({
  submissionId: SUB,
  assignmentId: A,
  taskNumber: 1,
  member: { _id: member._id, name: member.name },
  current: 1,
  revisions: [
    {
      revision: 1,
      submittedAt: '2026-11-19T10:00:00.000Z',
      status: 'submitted',
      feedback: null,
      reviewedAt: null,
      files: [file(1), file(2)],
    },
  ],
  pins,
});

const REVIEW = `GET /api/assignment/review/${SUB}/1`;
const ADMIN_PATH = `/dashboard/admin/assignment-manager/${A}/review/${SUB}/1`;

describe('the design review workspace', { timeout: 30_000 }, () => {
  it('shows the pins on the file and in their threads, text as text, each named for screen readers', async () => {
    await openAs(admin, ADMIN_PATH, { [REVIEW]: { body: review() } }, 'Review of task 1');
    const marker = await screen.findByRole('button', {
      name: 'Pin 1 on sheet 1: Where is the <b>stair</b>?',
    });
    expect(marker).toHaveTextContent('1');
    const thread = screen.getByRole('list', { name: 'Pins' });
    expect(within(thread).getByText('Where is the <b>stair</b>?')).toBeInTheDocument();
    expect(within(thread).getByText('Meera Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sheet 1 of 2: view-1.png, 1 open pin' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('places a pin where the reviewer clicks with the Pin tool, as shares of the file', async () => {
    const { api, user } = await openAs(
      admin,
      ADMIN_PATH,
      {
        [REVIEW]: { body: review([]) },
        [`POST /api/assignment/review/${SUB}/1/pins`]: {
          status: 201,
          body: { message: 'Pin added', pin: pin() },
        },
      },
      'Review of task 1',
    );
    await user.click(await screen.findByRole('radio', { name: 'Pin' }));
    const viewport = screen.getByRole('group', { name: /Sheet 1 of 2: view-1\.png/ });
    // Fitted at 50 %, the 2000 × 1000 file starts at (16, 66): (266, 316) is a quarter across, half down.
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 266, clientY: 316 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 266, clientY: 316 });
    const dialog = await screen.findByRole('dialog', { name: 'A new pin on sheet 1' });
    await user.type(within(dialog).getByLabelText('What should the member look at?'), 'Check the stair.');
    await user.click(within(dialog).getByRole('button', { name: 'Add the pin' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/assignment/review/${SUB}/1/pins`)[0]?.body).toEqual({
        fileId: 'f1-1',
        page: 1,
        x: 0.25,
        y: 0.5,
        comment: 'Check the stair.',
      }),
    );
  });

  it('lets the reviewer reply and resolve, and asks for a note before accepting with pins open', async () => {
    const { api, user } = await openAs(
      admin,
      ADMIN_PATH,
      {
        [REVIEW]: { body: review() },
        'POST /api/assignment/pins/p1/comments': {
          status: 201,
          body: { message: 'Reply added', pin: pin() },
        },
        'POST /api/assignment/pins/p1/resolve': { body: { message: 'Pin resolved', pin: pin() } },
        [`POST /api/assignment/review/${SUB}/1`]: { body: { message: 'Task accepted' } },
      },
      'Review of task 1',
    );
    await user.type(await screen.findByLabelText('Reply to pin 1'), 'Draw it in section B.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/assignment/pins/p1/comments`)[0]?.body).toEqual({
        comment: 'Draw it in section B.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resolve pin 1' }));
    await user.type(screen.getByLabelText('How pin 1 was settled (optional)'), 'Shown.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/assignment/pins/p1/resolve`)[0]?.body).toEqual({ note: 'Shown.' }),
    );

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.type(screen.getByLabelText('Close the open pin with a note'), 'Fine as drawn.');
    await user.click(screen.getByRole('button', { name: 'Accept and close them' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/assignment/review/${SUB}/1`)[0]?.body).toEqual({
        status: 'accepted',
        closeOpenPins: 'Fine as drawn.',
      }),
    );
  });

  it('lists a pin left open on revision 1 beside revision 2, to settle, and counts it before accepting', async () => {
    const twice = review([pin(), makePin(2, { revision: 1, fileId: 'f1-2', status: 'resolved' })]);
    twice.current = 2;
    twice.revisions.push({ ...twice.revisions[0]!, revision: 2, files: [file(1, 2), file(2, 2)] });
    twice.revisions[0]!.status = 'changes_requested';
    const { api, user } = await openAs(
      admin,
      ADMIN_PATH,
      {
        [REVIEW]: { body: twice },
        'POST /api/assignment/pins/p1/resolve': { body: { message: 'Pin resolved', pin: pin() } },
      },
      'Review of task 1',
    );
    const pins = await screen.findByRole('list', { name: 'Pins' });
    // Revision 2 is shown: its own pins (none) and pin 1, still open from revision 1; resolved pin 2 stays there.
    expect(
      within(pins).getByRole('button', { name: 'Pin 1 from revision 1: show it on the file' }),
    ).toHaveTextContent('Pin 1from revision 1');
    expect(
      within(pins).queryByRole('button', { name: 'Pin 2: show it on the file' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pins (1 open)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText('Close the open pin with a note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(pins).getByRole('button', { name: 'Resolve pin 1' }));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.callsTo('POST /api/assignment/pins/p1/resolve')).toHaveLength(1));
    // Showing pin 1 opens revision 1, where it was put (read-only for new pins).
    await user.click(
      within(pins).getByRole('button', { name: 'Pin 1 from revision 1: show it on the file' }),
    );
    expect(screen.getByText('An earlier revision: read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pin' })).not.toBeInTheDocument();
  });

  it('shows the member their pins to read and answer, without the reviewer tools', async () => {
    const submission = makeSubmission([submittedProgress(1)]);
    const { user, api } = await openAs(
      member,
      `/dashboard/smartLABS/assignment/${A}/task/1/review`,
      {
        [`GET /api/smartlabs/assignment/submission/${A}`]: { body: submission },
        [REVIEW]: { body: review() },
        'POST /api/assignment/pins/p1/comments': {
          status: 201,
          body: { message: 'Reply added', pin: pin() },
        },
      },
      'Review of task 1',
    );
    await screen.findByRole('list', { name: 'Pins' });
    expect(screen.queryByRole('radio', { name: 'Pin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve pin 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reply to pin 1'), 'It is behind the core.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.callsTo(`POST /api/assignment/pins/p1/comments`)).toHaveLength(1));
  });
});
