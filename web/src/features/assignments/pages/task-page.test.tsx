import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '../messages';
import {
  assignmentId,
  formSentTo,
  imageFile,
  makeAssignment,
  makeSubmission,
  member,
  openAs,
  progress,
  submissionId,
  submittedProgress,
  type Handler,
} from '../test-fixtures';

const ID = assignmentId(1);
const SUBMISSION = `GET /api/smartlabs/assignment/submission/${ID}`;
const OVERVIEW = `GET /api/smartlabs/assignment/${ID}/overview`;
const SUBMIT_PATH = `/api/smartlabs/assignment/submit/${submissionId(1)}/2`;
const SUBMIT = `POST ${SUBMIT_PATH}`;

const open = (handlers: Record<string, Handler> = {}, task = 2) =>
  openAs(
    member,
    `/dashboard/smartLABS/assignment/${ID}/task/${task}`,
    {
      [OVERVIEW]: { body: makeAssignment(1) },
      [SUBMISSION]: { body: makeSubmission([submittedProgress(1)]) },
      ...handlers,
    },
    /^(T\d|Task)$/,
  );

const photos = (n: number) => Array.from({ length: n }, (_, i) => imageFile(`photo-${i + 1}.png`));
const picker = () => screen.getByLabelText('Images');
const driveBox = () => screen.getByRole('checkbox', { name: 'Already Uploaded on Onedrive.' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Task' });

describe('Task page', { timeout: 30_000 }, () => {
  it('shows the task’s code, instructions and hints, and previews the chosen images with Remove', async () => {
    const { user } = await open({}, 1 + 2);
    // Task 3 waits for task 2.
    expect(await screen.findByText(ASSIGNMENT_TEXT.taskInOrder(2))).toBeInTheDocument();
    expect(screen.queryByLabelText('Images')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the tasks' }));
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    await user.click(await screen.findByRole('link', { name: 'T2 Available' }));
    await screen.findByRole('heading', { level: 1, name: 'T2' });
    expect(screen.getByText('Model the massing.')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('accept', 'image/*');
    expect(picker()).toHaveAttribute('multiple');

    await user.upload(picker(), photos(3));
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Preview of photo-1.png', 'Preview of photo-2.png', 'Preview of photo-3.png']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('3 images chosen (at least 5)');
    await user.click(screen.getByRole('button', { name: 'Remove photo-2.png' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: 'Preview of photo-2.png' })).not.toBeInTheDocument();
  });

  it(`refuses fewer than 5 images or an unticked box with '${ASSIGNMENT_MESSAGES.needFiles}', sending nothing`, async () => {
    const { api, user } = await open();
    await screen.findByLabelText('Images');
    await user.upload(picker(), photos(4));
    await user.click(driveBox());
    await user.click(submitButton());
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.needFiles)).toBeInTheDocument();

    await user.upload(picker(), imageFile('photo-5.png'));
    await user.click(driveBox()); // unticked again
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(ASSIGNMENT_MESSAGES.needFiles)).toHaveLength(2));
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it(`sends the images as 'files' with uploadToDrive, says '${ASSIGNMENT_MESSAGES.submitted}' and goes back to the task list`, async () => {
    const before = makeSubmission([submittedProgress(1)]);
    const after = makeSubmission([submittedProgress(1), submittedProgress(2)]);
    // As the server does: once the task is in, the submission reads back with it.
    let sent = false;
    const { api, user, router } = await open({
      [SUBMISSION]: () => ({ body: sent ? after : before }),
      [SUBMIT]: () => {
        sent = true;
        return {
          status: 201,
          body: {
            message: ASSIGNMENT_MESSAGES.submitted,
            msg: ASSIGNMENT_MESSAGES.submitted,
            submission: after,
          },
        };
      },
    });
    await screen.findByLabelText('Images');
    const five = photos(5);
    await user.upload(picker(), five);
    // The same file chosen again is not added twice.
    await user.upload(picker(), five[0]!);
    await user.click(driveBox());
    await user.click(submitButton());

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.submitted)).toBeInTheDocument();
    const form = formSentTo(api, 'POST', SUBMIT_PATH);
    expect(form.get('uploadToDrive')).toBe('true');
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual([
      'photo-1.png',
      'photo-2.png',
      'photo-3.png',
      'photo-4.png',
      'photo-5.png',
    ]);
    expect(form.has('userId')).toBe(false);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/smartLABS/assignment/${ID}/tasks`),
    );
    // The list shows the new state at once: task 3 is the one to do.
    expect(await screen.findByRole('link', { name: 'T3 Available' })).toBeInTheDocument();
  });

  it(`toasts '${ASSIGNMENT_MESSAGES.submitFailed}' with the server's msg and stays`, async () => {
    const msg = ASSIGNMENT_TEXT.notImage;
    const { user, router } = await open({ [SUBMIT]: { status: 415, body: { message: msg, msg } } });
    await screen.findByLabelText('Images');
    await user.upload(picker(), photos(6));
    await user.click(driveBox());
    await user.click(submitButton());
    expect(await screen.findByText(`${ASSIGNMENT_MESSAGES.submitFailed}${msg}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/smartLABS/assignment/${ID}/task/2`);
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(6);
  });

  it('shows the feedback on a task whose changes were requested', async () => {
    await open({
      [SUBMISSION]: {
        body: makeSubmission([
          submittedProgress(1),
          progress(2, { status: 'changes_requested', feedback: 'Label the rooms.' }),
        ]),
      },
    });
    expect(await screen.findByText('Label the rooms.')).toBeInTheDocument();
    expect(screen.getByText('Label the rooms.').parentElement).toHaveTextContent(
      'Changes requested: Label the rooms.',
    );
  });

  it(`says '${ASSIGNMENT_MESSAGES.missingIds}' and goes to the list when the ids are missing`, async () => {
    const { router } = await openAs(
      member,
      `/dashboard/smartLABS/assignment/${ID}/task/first`,
      { 'GET /api/smartlabs/assignment/all': { body: [] } },
      'Assignments',
    );
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.missingIds)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/smartLABS/assignment');
  });
});
