import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusedValue, type MockAnswer } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '../messages';
import {
  admin,
  assignmentId,
  formSentTo,
  imageFile,
  makeAssignment,
  openAs,
  type Handler,
} from '../test-fixtures';

const PATH = '/dashboard/admin/assignment-manager';
const CREATE = 'POST /api/assignment/create';
const LIST = 'GET /api/assignment/all';

const open = (handlers: Record<string, Handler> = {}) =>
  openAs(admin, PATH, { [LIST]: { body: [] }, ...handlers }, 'Assignment Manager');

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillAssignment(user: UserEvent) {
  await user.type(field('Code'), 'A7');
  await user.type(field('Title'), 'Courtyard House');
  await user.type(field('Brief'), 'Plan a house around a courtyard.');
  await user.type(field('Type'), 'Individual');
  await user.type(field('Grading / credits'), '4 credits');
  await user.type(field('Allocated in'), 'Week 2');
  await user.type(field('Submission type'), 'Images');
  await user.type(field('Output'), 'Plans and a model');
  await user.type(field('General notes'), 'Use metric units{Enter}{Enter}Name files by task');
  await user.type(field('Task 1 code'), 'T1');
  await user.type(field('Task 1 instructions'), 'Draw the site plan.');
  await user.type(field('Task 1 hints'), 'North up{Enter}Scale 1:500');
  await user.click(screen.getByRole('button', { name: '+ Add task' }));
  await waitFor(() => expect(field('Task 2 code')).toHaveFocus());
  await user.type(field('Task 2 code'), 'T2');
  await user.type(field('Task 2 instructions'), 'Model the rooms.');
}

describe('Assignment Manager: the create form', { timeout: 30_000 }, () => {
  it('starts with one task, adds and removes tasks, and keeps the last one', async () => {
    const { container, user } = await open();
    expect(headingJumps(container)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Tasks (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove task 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '+ Add task' }));
    await user.type(field('Task 2 code'), 'Second');
    expect(screen.getByRole('heading', { name: 'Tasks (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove task 1' }));
    // The second task is now the first.
    expect(field('Task 1 code')).toHaveValue('Second');
    expect(screen.getByRole('button', { name: 'Remove task 1' })).toBeDisabled();
  });

  it(`sends the multipart form (tasks as JSON, the cover as image), says '${ASSIGNMENT_MESSAGES.created}' and starts empty again`, async () => {
    const created = makeAssignment(7, { code: 'A7' });
    const { api, user } = await open({
      [CREATE]: { status: 201, body: { message: ASSIGNMENT_MESSAGES.created, assignment: created } },
    });
    await fillAssignment(user);
    // Task 2 takes PDF drawing sets, one at least (issue 27); task 1 keeps the spec's five images.
    await user.selectOptions(field('Task 2 files'), 'PDF drawing sets');
    await user.clear(field('Task 2 least number of files'));
    await user.type(field('Task 2 least number of files'), '1');
    const cover = imageFile('cover.png');
    await user.upload(screen.getByLabelText('Cover image'), cover);
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));

    expect(await screen.findByText(ASSIGNMENT_MESSAGES.created)).toBeInTheDocument();
    const form = formSentTo(api, 'POST', '/api/assignment/create');
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      code: 'A7',
      title: 'Courtyard House',
      brief: 'Plan a house around a courtyard.',
      type: 'Individual',
      evaluation: '4 credits',
      allocatedIn: 'Week 2',
      submissionType: 'Images',
      output: 'Plans and a model',
      generalNotes: JSON.stringify(['Use metric units', 'Name files by task']),
      tasks: JSON.stringify([
        {
          code: 'T1',
          instructions: 'Draw the site plan.',
          hints: ['North up', 'Scale 1:500'],
          accepts: 'images',
          minFiles: 5,
        },
        { code: 'T2', instructions: 'Model the rooms.', hints: [], accepts: 'pdf', minFiles: 1 },
      ]),
    });
    expect(form.get('image')).toBeInstanceOf(File);
    expect((form.get('image') as File).name).toBe('cover.png');
    // No user id is sent: the token says who.
    expect(form.has('userId')).toBe(false);

    // The form is empty again, with one task and no cover.
    await waitFor(() => expect(field('Code')).toHaveValue(''));
    expect(field('Title')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Tasks (1)' })).toBeInTheDocument();
    expect(field('Task 1 code')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of cover.png' })).not.toBeInTheDocument();
  });

  it('refuses a missing code, title, brief or task code before sending', async () => {
    const { api, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText('Code is required.')).toBeInTheDocument();
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Brief is required.')).toBeInTheDocument();
    expect(screen.getByText('Task 1 code is required.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses a cover that is not an image, and shows none', async () => {
    await open();
    // A file dialog set to all files lets anything through the accept filter.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Cover image'), imageFile('brief.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(ASSIGNMENT_TEXT.fileNotImage('brief.pdf'));
    expect(screen.queryByRole('img', { name: /brief\.pdf/ })).not.toBeInTheDocument();
  });

  it(`toasts the server's reason (a repeated code) or '${ASSIGNMENT_MESSAGES.createFailed}', keeping what was typed`, async () => {
    let answer: MockAnswer = { status: 409, body: { message: ASSIGNMENT_TEXT.codeTaken } };
    const { user } = await open({ [CREATE]: () => answer });
    await fillAssignment(user);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText(ASSIGNMENT_TEXT.codeTaken)).toBeInTheDocument();
    expect(field('Code')).toHaveValue('A7');

    answer = { status: 500, body: { message: 'boom' } };
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.createFailed)).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Courtyard House');
  });

  it('shows a refused task field on that field', async () => {
    const { user } = await open({
      [CREATE]: refusedValue('tasks.1.instructions', 'must be at most 5000 characters'),
    });
    await fillAssignment(user);
    await user.click(screen.getByRole('button', { name: 'Create Assignment' }));
    const problem = 'Task 2 instructions must be at most 5000 characters.';
    await waitFor(() => expect(field('Task 2 instructions')).toHaveAccessibleDescription(problem));
  });
});

describe('Assignment Manager: the list', { timeout: 30_000 }, () => {
  it('lists the assignments with Lock or Unlock, Edit and Submissions, and toggles the lock', async () => {
    let locked = false;
    const { api, user } = await open({
      [LIST]: () => ({
        body: [makeAssignment(1, { isLocked: locked }), makeAssignment(2, { isLocked: true })],
      }),
      [`PATCH /api/assignment/toggle-lock/${assignmentId(1)}`]: () => {
        locked = true;
        return { body: { message: ASSIGNMENT_TEXT.lockedNow, isLocked: true } };
      },
    });
    const list = await screen.findByRole('region', { name: 'Assignments' });
    await within(list).findByText('2 assignments');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'A1Pavilion 1',
      'A2Pavilion 2',
    ]);
    expect(within(rows[1]!).getByText('Locked')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Edit A1' })).toHaveAttribute(
      'href',
      `${PATH}/${assignmentId(1)}/edit`,
    );
    expect(within(list).getByRole('link', { name: 'Submissions of A1' })).toHaveAttribute(
      'href',
      `${PATH}/${assignmentId(1)}`,
    );
    expect(within(list).getByRole('button', { name: 'Unlock A2' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Lock A1' }));
    expect(await screen.findByText(ASSIGNMENT_TEXT.lockedNow)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/assignment/toggle-lock/${assignmentId(1)}`)).toHaveLength(1);
    expect(await within(list).findByRole('button', { name: 'Unlock A1' })).toBeInTheDocument();
  });
});
