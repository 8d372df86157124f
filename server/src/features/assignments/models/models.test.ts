import {
  ASSIGNMENT_ERRORS,
  needFilesText,
  type Assignment,
  type Submission,
} from '@atelier/contract/assignments';
import {
  MODEL_ERRORS,
  MODEL_LIMITS,
  MODEL_TEXT,
  type ModelCheck,
  type TaskIds,
  type TaskModels,
} from '@atelier/contract/models';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, signIn, useTestApp, type SignedIn } from '../../../../test/helpers';
import { PDF } from '../../../../test/pdf';
import { expectRefusal } from '../../../../test/refusals';
import { storedFiles, tmpFiles } from '../../../../test/stored-files';
import { start } from '../assignment-fixtures';
import { generateModel } from '../../bim/model-reader.fixtures';
import { ifcZip, tinyIfc, wallsIds, zipBomb } from './models-fixtures';

const ctx = useTestApp();

/** A refusal of the submit route, which words it in `msg` too (the spec's client reads that). */
function expectSubmitRefusal(
  res: { statusCode: number; body: string; json(): unknown },
  error: { status: number; code: string; message: string },
  message = error.message,
) {
  expect(res.statusCode, res.body).toBe(error.status);
  expect(res.json()).toEqual({ message, msg: message, code: error.code });
}

const TASKS = [
  { code: 'BIM-1', instructions: 'Model the house.', accepts: 'model', minFiles: 1 },
  { code: 'BIM-2', instructions: 'Model it again.', accepts: 'model', minFiles: 1 },
  { code: 'DRAW', instructions: 'Draw it.', accepts: 'pdf', minFiles: 1 },
];

async function createAssignment(admin: SignedIn): Promise<Assignment> {
  const data = new FormData();
  data.append('code', 'BIM');
  data.append('title', 'A tiny house');
  data.append('brief', 'Deliver an IFC model that meets the IDS.');
  data.append('tasks', JSON.stringify(TASKS));
  const res = await admin.inject({ method: 'POST', url: '/api/assignment/create', payload: data });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { assignment: Assignment }).assignment;
}

const idsUrl = (assignmentId: string, task = 1) => `/api/assignment/${assignmentId}/tasks/${task}/ids`;

function idsForm(bytes: Uint8Array | string, requirePass?: boolean, name = 'walls.ids') {
  const data = new FormData();
  if (requirePass !== undefined) data.append('requirePass', String(requirePass));
  data.append('ids', new Blob([bytes]), name);
  return data;
}

const attachIds = (who: SignedIn, assignmentId: string, data: FormData, task = 1) =>
  who.inject({ method: 'PUT', url: idsUrl(assignmentId, task), payload: data });

function modelForm(bytes: Uint8Array | string, name = 'house.ifc') {
  const data = new FormData();
  data.append('model', new Blob([bytes]), name);
  return data;
}

const uploadModel = (who: SignedIn, submissionId: string, data: FormData, task = 1) =>
  who.inject({
    method: 'POST',
    url: `/api/assignment/submission/${submissionId}/task/${task}/models`,
    payload: data,
  });

const getModel = async (who: SignedIn, modelId: string) => {
  const res = await who.inject({ method: 'GET', url: `/api/assignment/models/${modelId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ModelCheck;
};

function submitForm(fields: Record<string, string>, file?: Buffer) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('files', new Blob([file]), 'sheet.pdf');
  return data;
}

const submit = (who: SignedIn, submissionId: string, data: FormData, task = 1) =>
  who.inject({
    method: 'POST',
    url: `/api/smartlabs/assignment/submit/${submissionId}/${task}`,
    payload: data,
  });

/** An admin, a model assignment and a member who started it. */
async function world() {
  const admin = await signIn(ctx, 'admin');
  const member = await signIn(ctx, 'smartLABS');
  const assignment = await createAssignment(admin);
  const submission: Submission = await start(member, assignment._id);
  return { admin, member, assignment, submissionId: submission._id };
}

/** Uploads a model, runs the read job, answers the model as read. */
async function uploadAndRead(
  member: SignedIn,
  submissionId: string,
  bytes: Uint8Array | string,
  name?: string,
) {
  const res = await uploadModel(member, submissionId, modelForm(bytes, name));
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({
    message: MODEL_TEXT.uploaded,
    model: { status: 'queued', revision: null },
  });
  await ctx.app.jobs.drain();
  return getModel(member, (res.json() as { model: ModelCheck }).model.id);
}

describe('PUT/GET/DELETE /api/assignment/:id/tasks/:taskNumber/ids', () => {
  it('attaches an IDS to a model task, shows it on the task, answers the file and removes it', async () => {
    const { admin, member, assignment } = await world();
    const res = await attachIds(admin, assignment._id, idsForm(wallsIds(), true));
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { ids: TaskIds }).ids;
    expect(res.json().message).toBe(MODEL_TEXT.idsAttached);
    expect(ids).toMatchObject({
      name: 'walls.ids',
      title: 'Studio walls',
      specifications: 3,
      required: 3,
      requirePass: true,
    });

    const overview = await member.inject({
      method: 'GET',
      url: `/api/smartlabs/assignment/${assignment._id}/overview`,
    });
    const tasks = (overview.json() as Assignment).tasks;
    expect(tasks.map((t) => t.ids?.title ?? null)).toEqual(['Studio walls', null, null]);

    for (const who of [admin, member]) {
      const file = await who.inject({ method: 'GET', url: idsUrl(assignment._id) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/xml/);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="walls\.ids"/);
      expect(file.body).toBe(wallsIds().toString('utf8'));
    }

    // Replacing keeps one, with the new file's name and setting.
    const again = await attachIds(admin, assignment._id, idsForm(wallsIds(), false, 'v2.ids'));
    expect(again.json().ids).toMatchObject({ name: 'v2.ids', requirePass: false });
    expect(await countRows(ctx, 'task_specs')).toBe(1);

    const gone = await admin.inject({ method: 'DELETE', url: idsUrl(assignment._id) });
    expect(gone.json()).toEqual({ message: MODEL_TEXT.idsRemoved });
    expectRefusal(await admin.inject({ method: 'GET', url: idsUrl(assignment._id) }), MODEL_ERRORS.noIds);
    expectRefusal(await admin.inject({ method: 'DELETE', url: idsUrl(assignment._id) }), MODEL_ERRORS.noIds);
  });

  it('refuses what is not an IDS with the reason, a task that takes no model, and members, keeping nothing', async () => {
    const { admin, member, assignment } = await world();
    const refused = async (bytes: string, reason: RegExp) => {
      const res = await attachIds(admin, assignment._id, idsForm(bytes));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(MODEL_ERRORS.invalidIds.code);
      expect(res.json().message).toMatch(reason);
    };
    await refused('this is not XML at all', /not a valid IDS/);
    await refused('<?xml version="1.0"?><html><body/></html>', /not a valid IDS.*html/i);
    const noTitle = wallsIds().toString('utf8').replace('<title>Studio walls</title>', '');
    await refused(noTitle, /not a valid IDS.*title/i);

    expectRefusal(await attachIds(admin, assignment._id, idsForm(wallsIds()), 3), MODEL_ERRORS.notModelTask);
    expectRefusal(
      await attachIds(admin, assignment._id, idsForm(wallsIds()), 9),
      ASSIGNMENT_ERRORS.taskNotFound,
    );
    const maybe = idsForm(wallsIds());
    maybe.append('requirePass', 'maybe');
    const bad = await attachIds(admin, assignment._id, maybe);
    expect(bad.statusCode).toBe(400);
    expect((await attachIds(member, assignment._id, idsForm(wallsIds()))).statusCode).toBe(403);
    expect(await countRows(ctx, 'task_specs')).toBe(0);
    expect(tmpFiles(ctx)).toEqual([]);
  });
});

describe('POST /api/assignment/submission/:submissionId/task/:taskNumber/models', () => {
  it('reads and checks a model against the IDS: one failing wall, named, and not submittable', async () => {
    const { admin, member, assignment, submissionId } = await world();
    await attachIds(admin, assignment._id, idsForm(wallsIds(), true));
    const model = await uploadAndRead(member, submissionId, await tinyIfc());
    expect(model).toMatchObject({ status: 'ready', error: null, name: 'house.ifc', submittable: false });
    expect(model.outline).toMatchObject({ schema: 'IFC4', building: 'Tiny house' });
    expect(model.outline!.storeys).toHaveLength(2);
    expect(model.outline!.counts.IfcWall).toBe(6);
    const [fire, ...rest] = model.report!.specifications;
    expect(model.report!.status).toBe('fail');
    expect(fire).toMatchObject({
      name: 'Walls have a fire rating',
      status: 'fail',
      applicable: 6,
      passed: 5,
      failed: 1,
    });
    expect(fire!.failures.map((f) => `${f.element}: ${f.reason}`)).toEqual([
      "IfcWall 'Wall-GF-North': Pset_WallCommon.FireRating is missing",
    ]);
    expect(rest.map((s) => s.status)).toEqual(['pass', 'pass']);

    // The file the viewer opens is the model, and the task's models answer the draft with its IDS.
    const file = await ctx.app.inject({ method: 'GET', url: model.url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(await tinyIfc());
    const task = await member.inject({
      method: 'GET',
      url: `/api/assignment/submission/${submissionId}/task/1/models`,
    });
    expect(task.json() as TaskModels).toMatchObject({
      draft: { id: model.id },
      ids: { title: 'Studio walls' },
    });
    expect((await getModel(admin, model.id)).id).toBe(model.id);

    expectSubmitRefusal(
      await submit(member, submissionId, submitForm({ uploadToDrive: 'true', modelId: model.id })),
      MODEL_ERRORS.modelFailsIds,
    );
  });

  it('takes a fixed model from an .ifczip in its place, submits it as revision 1, and never twice', async () => {
    const { admin, member, assignment, submissionId } = await world();
    await attachIds(admin, assignment._id, idsForm(wallsIds(), true));
    const failing = await uploadAndRead(member, submissionId, await tinyIfc());
    const fixed = await uploadAndRead(
      member,
      submissionId,
      ifcZip({ 'house/house.ifc': await tinyIfc({ fireRated: true }), 'readme.txt': 'hello' }),
      'house.ifczip',
    );
    expect(fixed).toMatchObject({ status: 'ready', submittable: true, name: 'house.ifczip', revision: null });
    expect(fixed.report!.status).toBe('pass');
    // The earlier draft is gone, row and file.
    const missing = await member.inject({ method: 'GET', url: `/api/assignment/models/${failing.id}` });
    expectRefusal(missing, MODEL_ERRORS.modelNotFound);
    expect(storedFiles(ctx).filter((f) => f.endsWith('.ifc'))).toHaveLength(1);

    expectSubmitRefusal(
      await submit(member, submissionId, submitForm({ uploadToDrive: 'false', modelId: fixed.id })),
      ASSIGNMENT_ERRORS.needFiles,
      needFilesText(1, 'model'),
    );
    expectSubmitRefusal(
      await submit(member, submissionId, submitForm({ uploadToDrive: 'true' })),
      ASSIGNMENT_ERRORS.needFiles,
      needFilesText(1, 'model'),
    );
    expectSubmitRefusal(
      await submit(member, submissionId, submitForm({ uploadToDrive: 'true', modelId: fixed.id }, PDF)),
      MODEL_ERRORS.notAModelFile,
    );
    const res = await submit(member, submissionId, submitForm({ uploadToDrive: 'true', modelId: fixed.id }));
    expect(res.statusCode, res.body).toBe(201);
    const progress = (res.json() as { submission: Submission }).submission.taskProgress[0]!;
    expect(progress).toMatchObject({ status: 'submitted', isComplete: true });
    expect(progress.files).toHaveLength(1);
    expect((await getModel(member, fixed.id)).revision).toBe(1);
    const rows = await ctx.database.db.execute(
      sql`SELECT kind, model_id, revision, name FROM submission_files`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'model', model_id: fixed.id, revision: 1, name: 'house.ifczip' },
    ]);

    // Changes requested: the task reopens, but the submitted model is a revision, not a draft.
    const review = await admin.inject({
      method: 'POST',
      url: `/api/assignment/review/${submissionId}/1`,
      payload: { status: 'changes_requested', comment: 'Add the door schedule.' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expectSubmitRefusal(
      await submit(member, submissionId, submitForm({ uploadToDrive: 'true', modelId: fixed.id })),
      MODEL_ERRORS.modelSubmitted,
    );
  });

  it("refuses a submit before the model is read, and a model that is not this task's draft", async () => {
    const { member, submissionId } = await world();
    const res = await uploadModel(member, submissionId, modelForm(await tinyIfc()));
    const { model } = res.json() as { model: ModelCheck };
    const sent = submitForm({ uploadToDrive: 'true', modelId: model.id });
    expectSubmitRefusal(await submit(member, submissionId, sent), MODEL_ERRORS.modelNotReady);
    await ctx.app.jobs.drain();
    // No IDS: a model that is read may be submitted; but only as the task it was sent for.
    expect((await getModel(member, model.id)).submittable).toBe(true);
    const unknown = submitForm({ uploadToDrive: 'true', modelId: '00000000-0000-4000-8000-000000000000' });
    expectSubmitRefusal(await submit(member, submissionId, unknown), MODEL_ERRORS.modelNotFound);
  });

  it('refuses what is not one IFC model within the limits, with 4xx, keeping nothing', async () => {
    const { member, submissionId } = await world();
    const model = await tinyIfc();
    const refusals: [Uint8Array | string, { status: number; code: string }][] = [
      [PDF, MODEL_ERRORS.notIfc],
      [model.slice(0, model.length / 2), MODEL_ERRORS.modelCutShort],
      [
        "ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC9'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
        MODEL_ERRORS.unknownSchema,
      ],
      [ifcZip({ 'a.ifc': model, 'b.ifc': model }), MODEL_ERRORS.zipTwoModels],
      [ifcZip({ 'readme.txt': 'no model here' }), MODEL_ERRORS.zipNoModel],
      [await zipBomb(), MODEL_ERRORS.zipTooLarge],
    ];
    for (const [bytes, error] of refusals) {
      const res = await uploadModel(member, submissionId, modelForm(bytes, 'house.ifc'));
      expect(res.statusCode, res.body).toBe(error.status);
      expect(res.json().code).toBe(error.code);
    }
    expect(await countRows(ctx, 'task_models')).toBe(0);
    expect(storedFiles(ctx)).toEqual([]);
    expect(tmpFiles(ctx)).toEqual([]);
  });

  it('refuses a model over the size limit while it streams (413), keeping nothing', async () => {
    const { member, submissionId } = await world();
    const huge = Buffer.alloc(MODEL_LIMITS.modelBytes + 1, 0x20);
    huge.write('ISO-10303-21;\n');
    expectRefusal(await uploadModel(member, submissionId, modelForm(huge)), MODEL_ERRORS.modelTooLarge);
    expect(await countRows(ctx, 'task_models')).toBe(0);
    expect(storedFiles(ctx)).toEqual([]);
    expect(tmpFiles(ctx)).toEqual([]);
  });

  it("refuses another member's submission, a task that takes files, and a locked assignment before reading the model", async () => {
    const { admin, member, assignment, submissionId } = await world();
    const other = await signIn(ctx, 'smartLABS');
    const model = await tinyIfc();
    expectRefusal(
      await uploadModel(other, submissionId, modelForm(model)),
      ASSIGNMENT_ERRORS.notYourSubmission,
    );
    expect(
      (await other.inject({ method: 'GET', url: `/api/assignment/submission/${submissionId}/task/1/models` }))
        .statusCode,
    ).toBe(403);
    const mine = await uploadAndRead(member, submissionId, model);
    expectRefusal(
      await other.inject({ method: 'GET', url: `/api/assignment/models/${mine.id}` }),
      ASSIGNMENT_ERRORS.notYourSubmission,
    );
    expect((await uploadModel(admin, submissionId, modelForm(model))).statusCode).toBe(403);
    await admin.inject({ method: 'PATCH', url: `/api/assignment/toggle-lock/${assignment._id}` });
    const locked = await uploadModel(member, submissionId, modelForm(model));
    expect(locked.statusCode).toBe(403);
    expect(await countRows(ctx, 'task_models')).toBe(1);
  });

  it('checks the drafts of a task again when its IDS is attached', async () => {
    const { admin, member, assignment, submissionId } = await world();
    const before = await uploadAndRead(member, submissionId, await tinyIfc());
    expect(before).toMatchObject({ status: 'ready', report: null, submittable: true });
    await attachIds(admin, assignment._id, idsForm(wallsIds(), true));
    await ctx.app.jobs.drain();
    const after = await getModel(member, before.id);
    expect(after).toMatchObject({ status: 'ready', submittable: false });
    expect(after.report!.specifications[0]!.failed).toBe(1);
  });

  it('answers "could not read" for a model that takes longer than allowed, while the server keeps answering', async () => {
    const { member, submissionId } = await world();
    ctx.app.config.modelRead.timeoutMs = 300;
    const res = await uploadModel(member, submissionId, modelForm(generateModel({ elements: 8000 })));
    expect(res.statusCode, res.body).toBe(202);
    const { model } = res.json() as { model: ModelCheck };
    const reading = ctx.app.jobs.drain();
    let answered = 0;
    let done = false;
    void reading.finally(() => (done = true));
    while (!done) {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      answered++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await reading;
    expect(answered).toBeGreaterThan(1);
    const failed = await getModel(member, model.id);
    expect(failed).toMatchObject({ status: 'failed', error: MODEL_TEXT.readTimedOut, submittable: false });
    const sent = submitForm({ uploadToDrive: 'true', modelId: model.id });
    expectSubmitRefusal(await submit(member, submissionId, sent), MODEL_ERRORS.modelUnreadable);
  });
});
