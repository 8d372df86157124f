import { MODEL_ERRORS, MODEL_LIMITS, MODEL_TEXT, type ModelCheck } from '@atelier/contract/models';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModelViewProps } from '../../../components/model-view/model-view';
import { refusal } from '../../../test/api-mock';
import { ASSIGNMENT_MESSAGES } from '../messages';
import {
  assignmentId,
  formSentTo,
  makeAssignment,
  makeSubmission,
  member,
  openAs,
  submissionId,
  submittedProgress,
  TASKS,
  type Handler,
} from '../test-fixtures';
import { failingReport, GLOBAL_IDS, makeModel, makeTaskIds, modelId } from './model.fixtures';

// The viewer's own tests draw the model; here it shows what the page handed it.
vi.mock('../../bim/viewer/lazy-model-viewer', () => ({
  LazyModelViewer: ({ label, url, failures = [] }: ModelViewProps) => (
    <figure aria-label={label}>
      {url} · failing: {failures.join(' ') || 'none'}
    </figure>
  ),
}));

const ID = assignmentId(1);
const tasks = TASKS.map((t) => (t.taskNumber === 2 ? { ...t, accepts: 'model' as const, minFiles: 1 } : t));
const MODELS_PATH = `/api/assignment/submission/${submissionId(1)}/task/2/models`;
const TASK_MODELS = `GET ${MODELS_PATH}`;
const UPLOAD = `POST ${MODELS_PATH}`;
const MODEL = `GET /api/assignment/models/${modelId(1)}`;
const SUBMIT_PATH = `/api/smartlabs/assignment/submit/${submissionId(1)}/2`;
const IDS = `GET /api/assignment/${ID}/tasks/2/ids`;

const open = (handlers: Record<string, Handler>) =>
  openAs(
    member,
    `/dashboard/smartLABS/assignment/${ID}/task/2`,
    {
      [`GET /api/smartlabs/assignment/${ID}/overview`]: { body: makeAssignment(1, { tasks }) },
      [`GET /api/smartlabs/assignment/submission/${ID}`]: {
        body: makeSubmission([submittedProgress(1)], { tasks }),
      },
      ...handlers,
    },
    'T2',
  );

const modelPicker = () => screen.getByLabelText('An IFC model');
const submitButton = () => screen.getByRole('button', { name: 'Submit Task' });
const ifc = (name = 'house.ifc') => new File(['ISO-10303-21;'], name, { type: 'application/octet-stream' });
const failing = makeModel({ report: failingReport, submittable: false });

describe('Model task page', { timeout: 30_000 }, () => {
  it('resumes the draft: its outline, report, the model in 3D with the failing walls, and Submit held back with the reason', async () => {
    const { api, user } = await open({
      [TASK_MODELS]: { body: { draft: failing, ids: makeTaskIds() } },
      [MODEL]: { body: failing },
      [IDS]: { body: {} },
    });
    expect(await screen.findByText('Your model: house.ifc')).toBeInTheDocument();
    expect(screen.queryByLabelText('Images')).not.toBeInTheDocument();
    expect(screen.getByText('IFC4')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Storeys' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Level 1 · 20 elements');
    expect(
      within(screen.getByRole('list', { name: 'Elements by type' })).getByText('IfcWall · 24'),
    ).toBeVisible();
    expect(screen.getByText('The model fails 1 of 2 specifications')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Your model: house.ifc' })).toHaveTextContent(
      `failing: ${GLOBAL_IDS.wallNorth} ${GLOBAL_IDS.wallSouth}`,
    );
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(MODEL_TEXT.modelFailsIds);

    expect(
      screen.getByRole('heading', { name: 'Checked against: Studio 3 information requirements' }),
    ).toBeVisible();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download studio3.ids' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(api.callsTo(IDS)).toHaveLength(1);
    expect((save.mock.contexts[0] as HTMLAnchorElement).download).toBe('studio3.ids');
    save.mockRestore();
    expect(screen.getByText('Upload another model')).toBeVisible();
    expect(screen.getByText(/Uploading another model replaces this one/)).toBeInTheDocument();
  });

  it('uploads the model as the part `model`, says it is read and checked until it is, then submits its id with uploadToDrive', async () => {
    const queued = makeModel({ status: 'queued', outline: null, report: null, submittable: false });
    const states: ModelCheck[] = [makeModel({ ...queued, status: 'reading' }), makeModel()];
    let uploaded = false;
    const { api, user } = await open({
      [TASK_MODELS]: () => ({ body: { draft: uploaded ? queued : null, ids: makeTaskIds() } }),
      [UPLOAD]: () => {
        uploaded = true;
        return { status: 202, body: { message: MODEL_TEXT.uploaded, model: queued } };
      },
      [MODEL]: () => ({ body: states.length > 1 ? states.shift() : states[0] }),
      [`POST ${SUBMIT_PATH}`]: {
        status: 201,
        body: {
          message: 'Task submitted',
          msg: 'Task submitted',
          submission: makeSubmission([submittedProgress(1)]),
        },
      },
    });
    await screen.findByText('Choose your model');
    expect(submitButton()).toBeDisabled();
    expect(modelPicker()).toHaveAttribute('accept', '.ifc,.ifczip');

    await user.upload(modelPicker(), ifc());
    const sent = formSentTo(api, 'POST', MODELS_PATH).get('model') as File;
    expect(sent.name).toBe('house.ifc');
    expect(await screen.findByText('Reading your model…')).toBeInTheDocument();
    expect(
      await screen.findByText('Checking it against the task’s IDS…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('The model passes the IDS', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    expect(
      await screen.findByText(ASSIGNMENT_MESSAGES.needFiles.replace('5 images', '1 IFC model')),
    ).toBeVisible();
    expect(api.callsTo(`POST ${SUBMIT_PATH}`)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Already Uploaded on Onedrive.' }));
    await user.click(submitButton());
    expect(await screen.findByText('Task submitted')).toBeInTheDocument();
    const form = formSentTo(api, 'POST', SUBMIT_PATH);
    expect(form.get('modelId')).toBe(modelId(1));
    expect(form.get('uploadToDrive')).toBe('true');
    expect(form.getAll('files')).toEqual([]);
  });

  it('says a file over 200 MB or not named as a model before sending, and the server’s refusals as it words them', async () => {
    let answer = refusal(MODEL_ERRORS.notIfc);
    const { api, user } = await open({
      [TASK_MODELS]: { body: { draft: null, ids: null } },
      [UPLOAD]: () => answer,
    });
    await screen.findByText('Choose your model');
    const big = ifc('tower.ifc');
    Object.defineProperty(big, 'size', { value: MODEL_LIMITS.modelBytes + 1 });
    await user.upload(modelPicker(), big);
    expect(screen.getByRole('alert')).toHaveTextContent(MODEL_TEXT.modelTooLarge);
    // The picker's accept list is a hint a user can step around (All files).
    await userEvent.setup({ applyAccept: false }).upload(modelPicker(), ifc('plan.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('plan.pdf is not an IFC model.');
    expect(api.callsTo(UPLOAD)).toHaveLength(0);

    await user.upload(modelPicker(), ifc('renamed.ifc'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MODEL_TEXT.notIfc));
    answer = { status: 413, body: undefined };
    await user.upload(modelPicker(), ifc('huge.ifczip'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MODEL_TEXT.modelTooLarge));
    answer = refusal(MODEL_ERRORS.zipTwoModels);
    await user.upload(modelPicker(), ifc('two.ifczip'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MODEL_TEXT.zipTwoModels));
    expect(api.callsTo(UPLOAD)).toHaveLength(3);
    expect(screen.queryByText(/Your model:/)).not.toBeInTheDocument();
  });

  it('shows why a model could not be read, draws no 3D view, and holds Submit back with the reason', async () => {
    const unread = makeModel({
      status: 'failed',
      error: MODEL_TEXT.readTimedOut,
      outline: null,
      report: null,
      submittable: false,
    });
    await open({
      [TASK_MODELS]: { body: { draft: unread, ids: null } },
      [MODEL]: { body: unread },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MODEL_TEXT.readTimedOut);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription(MODEL_TEXT.modelUnreadable);
    expect(submitButton()).toBeDisabled();
  });

  it('says the server’s 409 when it refuses the submitted model', async () => {
    const ready = makeModel();
    const { user } = await open({
      [TASK_MODELS]: { body: { draft: ready, ids: makeTaskIds() } },
      [MODEL]: { body: ready },
      [`POST ${SUBMIT_PATH}`]: refusal(MODEL_ERRORS.modelFailsIds),
    });
    await screen.findByText('The model passes the IDS');
    await user.click(screen.getByRole('checkbox', { name: 'Already Uploaded on Onedrive.' }));
    await user.click(submitButton());
    expect(
      await screen.findByText(`${ASSIGNMENT_MESSAGES.submitFailed}${MODEL_TEXT.modelFailsIds}`),
    ).toBeInTheDocument();
  });
});
