import { ASSIGNMENT_ERRORS } from '@atelier/contract/assignments';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import { MODEL_ERRORS, MODEL_LIMITS, type ModelDiff } from '@atelier/contract/models';
import { REVIEW_ERRORS, type Pin } from '@atelier/contract/reviews';
import { describe, expect, it } from 'vitest';
import { countRows, signIn, useTestApp, type SignedIn } from '../../../../test/helpers';
import { expectRefusal } from '../../../../test/refusals';
import { start } from '../assignment-fixtures';
import { tinyIfc } from '../models/models-fixtures';
import { pdfText, plainImage } from './review-fixtures';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { taskModels } from '../../../db/schema/models';
import { validateBcfZip } from '../../bim/bcf/bcf-fixtures';
import {
  attachWallsIds,
  DOOR,
  modelAssignment,
  reviewOf,
  sendModel,
  snapshotUrl,
} from './review-models-fixtures';

const ctx = useTestApp();

const CAMERA = { position: [12.5, -8, 6.25], target: [3, 2.5, 1.4] };

/** An admin, a member whose task 1 is a model sent as revision 1, and another member. */
async function modelSent() {
  const admin = await signIn(ctx, 'admin');
  const member = await signIn(ctx, 'smartLABS', { name: 'Zoë Member' });
  const other = await signIn(ctx, 'smartLABS', { name: 'Other Member' });
  const assignment = await modelAssignment(admin);
  await attachWallsIds(admin, assignment._id);
  const sub = await start(member, assignment._id);
  const t = { submissionId: sub._id, taskNumber: 1 };
  await sendModel(ctx, member, t);
  const review = await reviewOf(admin, t);
  return { admin, member, other, assignment, sub, t, review, file: review.revisions[0]!.files[0]! };
}

const pinsUrl = (t: { submissionId: string; taskNumber: number }, kind = 'model-pins') =>
  `/api/assignment/review/${t.submissionId}/${t.taskNumber}/${kind}`;

async function modelPinBody(fileId: string, extra: Record<string, unknown> = {}) {
  const { dataUrl } = await snapshotUrl();
  return {
    fileId,
    comment: 'This door opens into the wall.',
    globalId: DOOR,
    camera: CAMERA,
    snapshot: dataUrl,
    ...extra,
  };
}

function addModelPin(who: SignedIn, t: { submissionId: string; taskNumber: number }, body: object) {
  return who.inject({ method: 'POST', url: pinsUrl(t), payload: body });
}

describe('POST /api/assignment/review/:submissionId/:taskNumber/model-pins', () => {
  it('pins an element with its camera and snapshot; the member hears of it and sees the same pin', async () => {
    const { admin, member, t, file } = await modelSent();
    const { dataUrl, bytes } = await snapshotUrl(200, 120);
    const res = await addModelPin(admin, t, await modelPinBody(file.id, { snapshot: dataUrl }));
    expect(res.statusCode, res.body).toBe(201);
    const pin = (res.json() as { pin: Pin }).pin;
    expect(pin).toMatchObject({
      number: 1,
      revision: 1,
      fileId: file.id,
      page: 1,
      x: 0,
      y: 0,
      globalId: DOOR,
    });
    expect(pin.camera).toEqual(CAMERA);
    const snapshot = await member.inject({ method: 'GET', url: pin.snapshotUrl! });
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.rawPayload.equals(bytes)).toBe(true);
    const seen = await reviewOf(member, t);
    expect(seen.pins).toHaveLength(1);
    expect(seen.pins[0]).toMatchObject({
      globalId: DOOR,
      camera: CAMERA,
      comments: [{ body: 'This door opens into the wall.' }],
    });
    const bell = await member.inject({ method: 'GET', url: '/api/notifications' });
    expect((bell.json() as { items: { title: string }[] }).items[0]!.title).toBe(
      'Pin 1 on task MODEL of BIM1',
    );
  });

  it('takes a reply from the member and a resolve from the admin, as pins on drawings do', async () => {
    const { admin, member, t, file } = await modelSent();
    const pin = ((await addModelPin(admin, t, await modelPinBody(file.id))).json() as { pin: Pin }).pin;
    const reply = await member.inject({
      method: 'POST',
      url: `/api/assignment/pins/${pin.id}/comments`,
      payload: { comment: 'Swung it the other way.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const resolved = await admin.inject({
      method: 'POST',
      url: `/api/assignment/pins/${pin.id}/resolve`,
      payload: { note: 'Fixed in the model.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as { pin: Pin }).pin).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Fixed in the model.',
      globalId: DOOR,
      comments: [{ body: 'This door opens into the wall.' }, { body: 'Swung it the other way.' }],
    });
  });

  it('accepts any element while the model is still being read', async () => {
    const { admin, t } = await modelSent();
    // As while a newer reader reads it again: its reading is not known.
    await ctx.app.db
      .update(taskModels)
      .set({ status: 'reading' })
      .where(eq(taskModels.submissionId, t.submissionId));
    const [file] = (await reviewOf(admin, t)).revisions[0]!.files;
    expect(file!.model).toMatchObject({ status: 'reading', report: null });
    const res = await addModelPin(
      admin,
      t,
      await modelPinBody(file!.id, { globalId: '0NotInTheModel00000000' }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an element the model does not have (400), a snapshot that is not a PNG by its bytes (415) or too large (413), keeping nothing', async () => {
    const { admin, t, file } = await modelSent();
    const uploads = await countRows(ctx, 'uploads');
    const elsewhere = await modelPinBody(file.id, { globalId: '0NotInTheModel00000000' });
    expectRefusal(await addModelPin(admin, t, elsewhere), MODEL_ERRORS.elementNotInModel);
    const jpeg = await plainImage(60, 40, 'jpeg');
    const send = async (bytes: Buffer) =>
      addModelPin(
        admin,
        t,
        await modelPinBody(file.id, { snapshot: `data:image/png;base64,${bytes.toString('base64')}` }),
      );
    expectRefusal(await send(jpeg), MODEL_ERRORS.snapshotNotPng);
    const png = await plainImage(60, 40);
    const broken = Buffer.concat([png.subarray(0, 12), Buffer.from('JUNK'), png.subarray(16)]);
    expectRefusal(await send(broken), MODEL_ERRORS.snapshotNotPng);
    expectRefusal(await send(Buffer.from('not an image at all')), MODEL_ERRORS.snapshotNotPng);
    const huge = Buffer.concat([png, Buffer.alloc(MODEL_LIMITS.snapshotBytes + 1 - png.length)]);
    expectRefusal(await send(huge), MODEL_ERRORS.snapshotTooLarge);
    expect(await countRows(ctx, 'review_pins')).toBe(0);
    expect(await countRows(ctx, 'uploads')).toBe(uploads);
  });

  it('refuses a file that is not a model, and a pin on a drawing placed on a model', async () => {
    const { admin, member, sub, t, file } = await modelSent();
    const data = new FormData();
    data.append('uploadToDrive', 'true');
    for (let n = 1; n <= 5; n++) data.append('files', new Blob([await plainImage(80, 60)]), `r${n}.png`);
    const sent = await member.inject({
      method: 'POST',
      url: `/api/smartlabs/assignment/submit/${sub._id}/2`,
      payload: data,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const t2 = { submissionId: sub._id, taskNumber: 2 };
    const image = (await reviewOf(admin, t2)).revisions[0]!.files[0]!;
    expectRefusal(await addModelPin(admin, t2, await modelPinBody(image.id)), MODEL_ERRORS.notAModelFile);
    const flat = await admin.inject({
      method: 'POST',
      url: pinsUrl(t, 'pins'),
      payload: { fileId: file.id, comment: 'Here', x: 0.5, y: 0.5 },
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toMatchObject({ code: MODEL_ERRORS.notAModelFile.code });
    expectRefusal(
      await addModelPin(admin, t2, await modelPinBody(file.id)),
      REVIEW_ERRORS.fileNotInSubmission,
    );
    expect(await countRows(ctx, 'review_pins')).toBe(0);
  });

  it('refuses an earlier revision (409), a malformed GlobalId or camera (400), members (403) and visitors (401)', async () => {
    const { admin, member, t, file } = await modelSent();
    const decided = await admin.inject({
      method: 'POST',
      url: `/api/assignment/review/${t.submissionId}/1`,
      payload: { status: 'changes_requested', comment: 'Fix the door.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await sendModel(ctx, member, t, { name: 'house-2.ifc' });
    expectRefusal(await addModelPin(admin, t, await modelPinBody(file.id)), REVIEW_ERRORS.notCurrentRevision);
    const bad = await addModelPin(
      admin,
      t,
      await modelPinBody(file.id, { globalId: 'short', camera: { position: [0, 0] } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: COMMON_ERRORS.invalid.code });
    expect((await addModelPin(member, t, await modelPinBody(file.id))).statusCode).toBe(403);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: pinsUrl(t),
      payload: await modelPinBody(file.id),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await countRows(ctx, 'review_pins')).toBe(0);
  });
});

describe('GET /api/assignment/review/:submissionId/:taskNumber with a model', () => {
  it('shows the model file with its reading and report, to the admin and the member alike, and answers 304 when unchanged', async () => {
    const { admin, member, other, t, file } = await modelSent();
    expect(file).toMatchObject({ kind: 'model', name: 'house.ifc' });
    expect(file.model).toMatchObject({
      name: 'house.ifc',
      status: 'ready',
      outline: expect.objectContaining({ schema: 'IFC4', building: 'Tiny house' }),
      revision: 1,
    });
    expect(file.model!.report!.specifications.map((s) => s.status)).toEqual(['fail', 'pass', 'pass']);
    expect(file.model!.url).toMatch(/^\/api\/files\/models\//);
    const mine = await reviewOf(member, t);
    expect(mine.revisions[0]!.files[0]!.model).toEqual(file.model);
    const url = `/api/assignment/review/${t.submissionId}/1`;
    const first = await admin.inject({ method: 'GET', url });
    const again = await admin.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expectRefusal(await other.inject({ method: 'GET', url }), ASSIGNMENT_ERRORS.notYourSubmission);
  });
});

describe('GET /api/assignment/submission/:submissionId/review.pdf with a model', () => {
  it('names the model, its storeys, elements and IDS result, and prints each 3D pin with its snapshot and thread', async () => {
    const { admin, member, t, file } = await modelSent();
    const made = await addModelPin(admin, t, await modelPinBody(file.id));
    expect(made.statusCode, made.body).toBe(201);
    const res = await member.inject({
      method: 'GET',
      url: `/api/assignment/submission/${t.submissionId}/review.pdf`,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = (await pdfText(res.rawPayload)).join('\n');
    for (const words of [
      'Model: house.ifc',
      'Schema: IFC4',
      'Building: Tiny house',
      'Ground floor: 5 elements',
      'IfcWall: 6',
      'Walls have a fire rating (required): fail',
      '6 applicable, 5 passed, 1 failed',
      `Pin 1, element ${DOOR} (open)`,
      'This door opens into the wall.',
    ]) {
      expect(text).toContain(words);
    }
  });
});

const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
const xmlOf = (files: Record<string, Uint8Array>, path: string) =>
  xmlParser.parse(new TextDecoder().decode(files[path])) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const vector = (v: { X: string; Y: string; Z: string }) => [Number(v.X), Number(v.Y), Number(v.Z)];

describe('GET /api/assignment/review/:submissionId/:taskNumber/review.bcfzip', () => {
  it('answers the task’s 3D pins as valid BCF 2.1: a topic per pin with its GlobalId, camera, snapshot and thread', async () => {
    const { admin, member, t, file } = await modelSent();
    const shot = await snapshotUrl(120, 80);
    const first = await addModelPin(admin, t, await modelPinBody(file.id, { snapshot: shot.dataUrl }));
    const pin = (first.json() as { pin: Pin }).pin;
    const wall = '0WallGFNorth0000000000';
    const second = await addModelPin(
      admin,
      t,
      await modelPinBody(file.id, { globalId: wall, comment: 'No fire rating on this wall.' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const onPin = (action: string, who: SignedIn, payload: object) =>
      who.inject({ method: 'POST', url: `/api/assignment/pins/${pin.id}/${action}`, payload });
    expect((await onPin('comments', member, { comment: 'Swung it the other way.' })).statusCode).toBe(201);
    expect((await onPin('resolve', admin, { note: 'Fixed in the model.' })).statusCode).toBe(200);

    const res = await member.inject({ method: 'GET', url: pinsUrl(t, 'review.bcfzip') });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="BIM1-task-1-review.bcfzip"');
    const { files, errors } = validateBcfZip(res.rawPayload);
    expect(errors).toEqual([]);
    const markups = Object.keys(files).filter((p) => p.endsWith('/markup.bcf'));
    expect(markups).toHaveLength(2);
    const topics = markups.map((p) => ({
      folder: p.slice(0, -'markup.bcf'.length),
      markup: xmlOf(files, p).Markup,
    }));
    const door = topics.find((x) => x.markup.Topic.Title.startsWith('Pin 1:'))!;
    expect(door.markup.Header.File.Filename).toBe('house.ifc');
    expect(door.markup.Topic).toMatchObject({
      '@TopicStatus': 'Closed',
      Title: 'Pin 1: This door opens into the wall.',
      Description: 'This door opens into the wall.',
    });
    expect([door.markup.Comment].flat().map((c: { Comment: string }) => c.Comment)).toEqual([
      'Swung it the other way.',
      'Fixed in the model.',
    ]);
    const view = xmlOf(files, `${door.folder}viewpoint.bcfv`).VisualizationInfo;
    expect(view.Components.Selection.Component['@IfcGuid']).toBe(DOOR);
    expect(vector(view.PerspectiveCamera.CameraViewPoint)).toEqual(CAMERA.position);
    const d = vector(view.PerspectiveCamera.CameraDirection);
    const towards = CAMERA.target.map((v, i) => v - CAMERA.position[i]!);
    const len = Math.hypot(...towards);
    towards.forEach((v, i) => expect(d[i]).toBeCloseTo(v / len, 8));
    expect(Buffer.from(files[`${door.folder}snapshot.png`]!).equals(shot.bytes)).toBe(true);
    const other = topics.find((x) => x !== door)!;
    expect(other.markup.Topic).toMatchObject({
      '@TopicStatus': 'Open',
      Title: 'Pin 2: No fire rating on this wall.',
    });
    const otherView = xmlOf(files, `${other.folder}viewpoint.bcfv`).VisualizationInfo;
    expect(otherView.Components.Selection.Component['@IfcGuid']).toBe(wall);
  });

  it('answers 404 for a task without a model, 403 to another member and 401 to a visitor', async () => {
    const { admin, other, t } = await modelSent();
    expectRefusal(
      await admin.inject({ method: 'GET', url: pinsUrl({ ...t, taskNumber: 2 }, 'review.bcfzip') }),
      MODEL_ERRORS.noRevision,
    );
    expectRefusal(
      await other.inject({ method: 'GET', url: pinsUrl(t, 'review.bcfzip') }),
      ASSIGNMENT_ERRORS.notYourSubmission,
    );
    expect((await ctx.app.inject({ method: 'GET', url: pinsUrl(t, 'review.bcfzip') })).statusCode).toBe(401);
  });
});

describe('GET /api/assignment/review/:submissionId/:taskNumber/model-diff', () => {
  /** Revision 1 lacks a wall's FireRating; changes are requested and revision 2 has it. */
  async function twoRevisions() {
    const sent = await modelSent();
    const { admin, member, t } = sent;
    const decided = await admin.inject({
      method: 'POST',
      url: `/api/assignment/review/${t.submissionId}/1`,
      payload: { status: 'changes_requested', comment: 'Rate every wall.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await sendModel(ctx, member, t, { bytes: await tinyIfc({ fireRated: true }), name: 'house-2.ifc' });
    return sent;
  }
  const diffUrl = (t: { submissionId: string }, q: string) =>
    `/api/assignment/review/${t.submissionId}/1/model-diff?${q}`;

  it('lists the changed wall with its FireRating before and after, beside both revisions’ reports', async () => {
    const { admin, member, t } = await twoRevisions();
    const res = await member.inject({ method: 'GET', url: diffUrl(t, 'from=1&to=2') });
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json() as ModelDiff;
    expect(diff.counts).toEqual({ added: 0, removed: 0, changed: 1 });
    expect(diff.changed[0]).toMatchObject({
      globalId: '0WallGFNorth0000000000',
      type: 'IfcWall',
      changes: [{ what: 'Pset_WallCommon.FireRating', before: null, after: 'REI60' }],
    });
    expect(diff.from.report!.specifications[0]!.status).toBe('fail');
    expect(diff.to.report!.specifications[0]!.status).toBe('pass');
    expect(diff.to.outline.counts).toEqual({ IfcWall: 6, IfcDoor: 1 });
    const same = await admin.inject({ method: 'GET', url: diffUrl(t, 'from=2&to=2') });
    expect((same.json() as ModelDiff).counts).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('refuses a revision without a model (404), a model not read (409), another member (403), a visitor (401)', async () => {
    const { admin, other, t } = await twoRevisions();
    expectRefusal(
      await admin.inject({ method: 'GET', url: diffUrl(t, 'from=1&to=3') }),
      MODEL_ERRORS.noRevision,
    );
    const bad = await admin.inject({ method: 'GET', url: diffUrl(t, 'from=0&to=x') });
    expect(bad.statusCode).toBe(400);
    expectRefusal(
      await other.inject({ method: 'GET', url: diffUrl(t, 'from=1&to=2') }),
      ASSIGNMENT_ERRORS.notYourSubmission,
    );
    expect((await ctx.app.inject({ method: 'GET', url: diffUrl(t, 'from=1&to=2') })).statusCode).toBe(401);
    await ctx.app.db.update(taskModels).set({ status: 'reading' }).where(eq(taskModels.revision, 2));
    expectRefusal(
      await admin.inject({ method: 'GET', url: diffUrl(t, 'from=1&to=2') }),
      MODEL_ERRORS.modelNotReady,
    );
  });
});
