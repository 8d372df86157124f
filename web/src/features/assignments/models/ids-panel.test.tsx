import { MODEL_ERRORS, MODEL_TEXT, type TaskIds } from '@atelier/contract/models';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_TEXT } from '../messages';
import {
  admin,
  assignmentId,
  formSentTo,
  makeAssignment,
  openAs,
  TASKS,
  type Handler,
} from '../test-fixtures';
import { makeTaskIds } from './model.fixtures';

const ID = assignmentId(1);
const LIST = 'GET /api/assignment/all';
const IDS_PATH = `/api/assignment/${ID}/tasks/2/ids`;
const modelTasks = (ids: TaskIds | null = makeTaskIds()) =>
  TASKS.map((t) => (t.taskNumber === 2 ? { ...t, accepts: 'model' as const, minFiles: 1, ids } : t));

async function openEdit(handlers: Record<string, Handler>) {
  const view = await openAs(
    admin,
    `/dashboard/admin/assignment-manager/${ID}/edit`,
    handlers,
    'Edit Assignment',
  );
  await screen.findByRole('region', { name: 'Task 2 IDS' });
  return view;
}

const idsFile = (name = 'studio3.ids') =>
  new File(['<ids xmlns="http://standards.buildingsmart.org/IDS"/>'], name);
const panel = () => screen.getByRole('region', { name: 'Task 2 IDS' });

describe('A model task’s IDS on the edit page', { timeout: 30_000 }, () => {
  it('offers an IFC model, hides the number of files for it and saves it as one model; an unsaved model task waits for the save', async () => {
    const { api, user } = await openEdit({
      [LIST]: { body: [makeAssignment(1, { tasks: modelTasks(null) })] },
      [`PUT /api/assignment/${ID}`]: {
        body: { message: 'Assignment updated', assignment: makeAssignment(1) },
      },
    });
    expect(screen.getByLabelText('Task 2 files')).toHaveValue('model');
    expect(screen.queryByLabelText('Task 2 least number of files')).not.toBeInTheDocument();
    expect(within(panel()).getByText('No IDS attached: models are read, not checked.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Task 3 files'), 'An IFC model');
    expect(screen.queryByLabelText('Task 3 least number of files')).not.toBeInTheDocument();
    expect(screen.getByText('Save the assignment first, then attach its IDS.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Task 3 IDS' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ASSIGNMENT_TEXT.saveButton }));
    await waitFor(() => expect(api.callsTo(`PUT /api/assignment/${ID}`)).toHaveLength(1));
    const sent = JSON.parse(formSentTo(api, 'PUT', `/api/assignment/${ID}`).get('tasks') as string) as {
      accepts: string;
      minFiles: number;
    }[];
    expect(sent.map((t) => [t.accepts, t.minFiles])).toEqual([
      ['images', 5],
      ['model', 1],
      ['model', 1],
    ]);
  });

  it('attaches an .ids as the part `ids` with requirePass, shows what it holds, and an invalid one with the server’s reason beside the field', async () => {
    const reason = 'Line 3: element "specification" lacks the attribute "ifcVersion".';
    let valid = false;
    const { api, user } = await openEdit({
      [LIST]: { body: [makeAssignment(1, { tasks: modelTasks(null) })] },
      [`PUT ${IDS_PATH}`]: () =>
        valid
          ? { body: { message: MODEL_TEXT.idsAttached, ids: makeTaskIds({ requirePass: false }) } }
          : { status: 400, body: { message: reason, code: MODEL_ERRORS.invalidIds.code } },
    });
    const picker = within(panel()).getByLabelText('Attach an IDS to task 2');
    await user.upload(picker, idsFile('broken.ids'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(reason);
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(reason);

    valid = true;
    await user.click(
      within(panel()).getByRole('checkbox', { name: /must pass every required specification/ }),
    );
    await user.upload(picker, idsFile());
    expect(await within(panel()).findByText('Studio 3 information requirements')).toBeVisible();
    const forms = api.fetchMock.mock.calls
      .filter(([path, init]) => path === IDS_PATH && init?.method === 'PUT')
      .map(([, init]) => init?.body as FormData);
    expect(forms.map((f) => [(f.get('ids') as File).name, f.get('requirePass')])).toEqual([
      ['broken.ids', 'true'],
      ['studio3.ids', 'false'],
    ]);
    expect(
      within(panel()).getByText(/2 specifications, of which 1 required · attached 2 Mar 2026/),
    ).toBeVisible();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Download studio3.ids' })).toBeVisible();
    expect(within(panel()).getByLabelText('Replace task 2’s IDS')).toBeInTheDocument();
  });

  it('says on a new assignment that its IDS is attached once it is saved', async () => {
    const { user } = await openAs(
      admin,
      '/dashboard/admin/assignment-manager',
      { [LIST]: { body: [] } },
      'Assignment Manager',
    );
    await user.selectOptions(await screen.findByLabelText('Task 1 files'), 'An IFC model');
    expect(screen.getByText('Save the assignment first, then attach its IDS.')).toBeVisible();
    expect(screen.queryByLabelText('Task 1 least number of files')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Task 1 IDS' })).not.toBeInTheDocument();
  });

  it('removes the IDS once confirmed in the dialog, and keeps it when cancelled', async () => {
    const { api, user } = await openEdit({
      [LIST]: { body: [makeAssignment(1, { tasks: modelTasks() })] },
      [`DELETE ${IDS_PATH}`]: { body: { message: MODEL_TEXT.idsRemoved } },
    });
    expect(within(panel()).getByText(/models must pass to be submitted/)).toBeVisible();
    await user.click(within(panel()).getByRole('button', { name: 'Remove the IDS' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this IDS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE ${IDS_PATH}`)).toHaveLength(0);

    await user.click(within(panel()).getByRole('button', { name: 'Remove the IDS' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this IDS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove IDS' }));
    expect(await within(panel()).findByText('No IDS attached: models are read, not checked.')).toBeVisible();
    expect(api.callsTo(`DELETE ${IDS_PATH}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
