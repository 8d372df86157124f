import type { Assignment } from '@atelier/contract/assignments';
import type { ModelCheck } from '@atelier/contract/models';
import type { TaskReview } from '@atelier/contract/reviews';
import { expect } from 'vitest';
import type { SignedIn, TestContext } from '../../../../test/helpers';
import { tinyIfc, wallsIds } from '../models/models-fixtures';
import { plainImage } from './review-fixtures';

/** An assignment whose task 1 takes an IFC model and task 2 images. */
export async function modelAssignment(admin: SignedIn): Promise<Assignment> {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    code: 'BIM1',
    title: 'Tiny house',
    brief: 'Model a house.',
  })) {
    data.append(name, value);
  }
  const tasks = [
    { code: 'MODEL', instructions: 'The model.', accepts: 'model', minFiles: 1 },
    { code: 'RENDER', instructions: 'Renders.' },
  ];
  data.append('tasks', JSON.stringify(tasks));
  const res = await admin.inject({ method: 'POST', url: '/api/assignment/create', payload: data });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { assignment: Assignment }).assignment;
}

/** The tiny house's door, as the viewer names it. */
export const DOOR = '0DoorGF010000000000000';

/** The admin attaches server/test/bim/walls.ids to the task. */
export async function attachWallsIds(admin: SignedIn, assignmentId: string, taskNumber = 1) {
  const data = new FormData();
  data.append('ids', new Blob([wallsIds()]), 'walls.ids');
  const res = await admin.inject({
    method: 'PUT',
    url: `/api/assignment/${assignmentId}/tasks/${taskNumber}/ids`,
    payload: data,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * The member uploads a model for the task, the read job runs, and the member submits it as the
 * task's next revision (the routes a member's browser calls). Answers the model's id.
 */
export async function sendModel(
  ctx: TestContext,
  member: SignedIn,
  t: { submissionId: string; taskNumber: number },
  model: { bytes?: string; name?: string } = {},
): Promise<string> {
  const upload = new FormData();
  upload.append('model', new Blob([model.bytes ?? (await tinyIfc())]), model.name ?? 'house.ifc');
  const base = `/api/assignment/submission/${t.submissionId}/task/${t.taskNumber}/models`;
  const sent = await member.inject({ method: 'POST', url: base, payload: upload });
  expect(sent.statusCode, sent.body).toBe(202);
  const id = (sent.json() as { model: ModelCheck }).model.id;
  await ctx.app.jobs.drain();
  const submit = new FormData();
  submit.append('uploadToDrive', 'true');
  submit.append('modelId', id);
  const url = `/api/smartlabs/assignment/submit/${t.submissionId}/${t.taskNumber}`;
  const res = await member.inject({ method: 'POST', url, payload: submit });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

/** A snapshot of the 3D view as the viewer sends it: a PNG as a data URL. */
export async function snapshotUrl(width = 160, height = 90): Promise<{ dataUrl: string; bytes: Buffer }> {
  const bytes = await plainImage(width, height);
  return { dataUrl: `data:image/png;base64,${bytes.toString('base64')}`, bytes };
}

export async function reviewOf(who: SignedIn, t: { submissionId: string; taskNumber: number }) {
  const res = await who.inject({
    method: 'GET',
    url: `/api/assignment/review/${t.submissionId}/${t.taskNumber}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskReview;
}
