import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import {
  ASSIGNMENT_ERRORS,
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  type Assignment,
  type MemberAssignment,
  type Submission,
  type SubmissionsOverview,
} from '@atelier/contract/assignments';
import { describe, expect, it } from 'vitest';
import { HOSTILE_VALUES, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { PNG, sized } from '../../../test/media';
import { PDF } from '../../../test/pdf';
import { expectRefusal } from '../../../test/refusals';
import { start } from './assignment-fixtures';

const ctx = useTestApp();

const TASKS = [
  { code: 'T1', instructions: 'Sketch the site plan.', hints: ['North up', ''] },
  { code: 'T2', instructions: 'Model the massing.', hints: [] },
  { code: 'T3', instructions: 'Render two views.', hints: ['Golden hour'] },
];

function assignmentForm(fields: Record<string, unknown> = {}, image?: Buffer) {
  const values: Record<string, unknown> = {
    code: 'A1',
    title: 'Pavilion',
    brief: 'Design a small pavilion for the campus lawn.',
    type: 'Individual',
    evaluation: '10 credits',
    allocatedIn: 'Week 3',
    submissionType: 'Images',
    output: 'Five renders',
    generalNotes: JSON.stringify(['Use metric units', '']),
    tasks: JSON.stringify(TASKS),
    ...fields,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) data.append(name, String(value));
  }
  if (image) data.append('image', new Blob([image], { type: 'image/png' }), 'cover.png');
  return data;
}

async function createAssignment(admin: SignedIn, fields: Record<string, unknown> = {}, image?: Buffer) {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/assignment/create',
    payload: assignmentForm(fields, image),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { assignment: Assignment }).assignment;
}

function images(count: number, bytes?: Buffer) {
  return Array.from({ length: count }, () => bytes ?? PNG);
}

function submitForm(files: Buffer[], uploadToDrive = true, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.append('uploadToDrive', String(uploadToDrive));
  for (const [k, v] of Object.entries(extra)) data.append(k, v);
  files.forEach((bytes, i) =>
    data.append('files', new Blob([bytes], { type: 'image/png' }), `photo-${i}.png`),
  );
  return data;
}

const submit = (who: SignedIn, submissionId: string, task: number | string, data: FormData) =>
  who.inject({
    method: 'POST',
    url: `/api/smartlabs/assignment/submit/${submissionId}/${task}`,
    payload: data,
  });

const storedFiles = (): string[] => {
  const dir = path.join(ctx.config.dataDir, 'uploads');
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f))
    : [];
};
const tmpFiles = () => {
  const dir = path.join(ctx.config.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('the Assignment Manager (admin)', () => {
  it('creates an assignment with its cover checked by content, numbers its tasks, and lists it', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/assignment/create',
      payload: assignmentForm({}, PNG),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(ASSIGNMENT_MESSAGES.created);
    const created = res.json().assignment as Assignment;
    expect(created).toMatchObject({
      code: 'A1',
      title: 'Pavilion',
      generalNotes: ['Use metric units'],
      isLocked: false,
      tasks: [
        { taskNumber: 1, code: 'T1', instructions: 'Sketch the site plan.', hints: ['North up'] },
        { taskNumber: 2, code: 'T2', hints: [] },
        { taskNumber: 3, code: 'T3', hints: ['Golden hour'] },
      ],
    });
    expect(created.image).toMatch(/^\/api\/files\/assignments\//);
    const cover = await ctx.app.inject({ method: 'GET', url: created.image! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    const list = (await admin.inject({ method: 'GET', url: '/api/assignment/all' })).json() as Assignment[];
    expect(list.map((a) => a.code)).toEqual(['A1']);
  });

  it('refuses missing code, title or brief, bad tasks, a repeated code and a cover that is not an image, storing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    for (const fields of [{ code: '' }, { title: '  ' }, { brief: undefined }]) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/assignment/create',
        payload: assignmentForm(fields),
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    for (const tasks of [
      'not json',
      '[]',
      JSON.stringify([{ code: '', instructions: 'x' }]),
      JSON.stringify({ a: 1 }),
    ]) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/assignment/create',
        payload: assignmentForm({ tasks }),
      });
      expect(res.statusCode, tasks).toBe(400);
      // The form's text parts are read by the contract's schema: a refusal names the field.
      expect(res.json().code).toBe(COMMON_ERRORS.invalid.code);
      expect(res.json().issues[0]).toMatchObject({ in: 'body', path: expect.stringMatching(/^tasks/) });
    }
    const notImage = await admin.inject({
      method: 'POST',
      url: '/api/assignment/create',
      payload: assignmentForm({}, PDF),
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe(UPLOAD_ERRORS.wrongType.code);
    const unknownField = assignmentForm();
    unknownField.append('isLocked', 'true');
    expect(
      (await admin.inject({ method: 'POST', url: '/api/assignment/create', payload: unknownField })).json(),
    ).toEqual({ message: '"isLocked" is not a field of this form.', code: UPLOAD_ERRORS.unknownPart.code });
    await createAssignment(admin);
    const again = await admin.inject({
      method: 'POST',
      url: '/api/assignment/create',
      payload: assignmentForm({}, PNG),
    });
    expectRefusal(again, ASSIGNMENT_ERRORS.codeTaken);
    expect(storedFiles()).toEqual([]);
    expect(tmpFiles()).toEqual([]);
    expect(
      ((await admin.inject({ method: 'GET', url: '/api/assignment/all' })).json() as unknown[]).length,
    ).toBe(1);
  });

  it('keeps the Assignment Manager to admins', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const student = await signIn(ctx, 'student');
    for (const who of [member, student]) {
      expect((await who.inject({ method: 'GET', url: '/api/assignment/all' })).statusCode).toBe(403);
      expect(
        (await who.inject({ method: 'POST', url: '/api/assignment/create', payload: assignmentForm() }))
          .statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/assignment/all' })).statusCode).toBe(401);
    expect((await student.inject({ method: 'GET', url: '/api/smartlabs/assignment/all' })).statusCode).toBe(
      403,
    );
  });

  it('locks and unlocks, and edits an assignment (a new cover replaces the old file)', async () => {
    const admin = await signIn(ctx, 'admin');
    const a = await createAssignment(admin, {}, PNG);
    const toggle = () => admin.inject({ method: 'PATCH', url: `/api/assignment/toggle-lock/${a._id}` });
    expect((await toggle()).json()).toEqual({ message: ASSIGNMENT_TEXT.lockedNow, isLocked: true });
    expect((await toggle()).json()).toEqual({ message: ASSIGNMENT_TEXT.unlockedNow, isLocked: false });
    expect(
      (
        await admin.inject({
          method: 'PATCH',
          url: '/api/assignment/toggle-lock/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin.inject({ method: 'PATCH', url: '/api/assignment/toggle-lock/nope' })).statusCode,
    ).toBe(400);

    const before = storedFiles();
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/assignment/${a._id}`,
      payload: assignmentForm({ title: 'Pavilion, revised' }, sized(PNG, 2048)),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().assignment.title).toBe('Pavilion, revised');
    const after = storedFiles();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const other = await createAssignment(admin, { code: 'B2' });
    const clash = await admin.inject({
      method: 'PUT',
      url: `/api/assignment/${other._id}`,
      payload: assignmentForm({ code: 'A1' }),
    });
    expect(clash.statusCode).toBe(409);
  });
});

describe('a member works through an assignment', () => {
  async function setup() {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    const a = await createAssignment(admin);
    return { admin, member, a };
  }

  it('lists assignments with the caller’s progress, shows the overview, and starts once', async () => {
    const { member, a } = await setup();
    let list = (
      await member.inject({ method: 'GET', url: '/api/smartlabs/assignment/all' })
    ).json() as MemberAssignment[];
    expect(list[0]).toMatchObject({ _id: a._id, totalTasks: 3, completedTasks: 0, started: false });
    const overview = await member.inject({
      method: 'GET',
      url: `/api/smartlabs/assignment/${a._id}/overview`,
    });
    expect(overview.json()).toMatchObject({ code: 'A1', brief: a.brief, generalNotes: ['Use metric units'] });

    // Before start: 404, as the spec's client expects (it then starts and loads again).
    const before = await member.inject({
      method: 'GET',
      url: `/api/smartlabs/assignment/submission/${a._id}`,
    });
    expect(before.statusCode).toBe(404);
    const first = await start(member, a._id);
    const second = await start(member, a._id);
    expect(second._id).toBe(first._id);
    expect(first.taskProgress.map((t) => t.isComplete)).toEqual([false, false, false]);
    const loaded = await member.inject({
      method: 'GET',
      url: `/api/smartlabs/assignment/submission/${a._id}?userId=${member.user._id}`,
    });
    expect(loaded.json()._id).toBe(first._id);
    list = (
      await member.inject({ method: 'GET', url: '/api/smartlabs/assignment/all' })
    ).json() as MemberAssignment[];
    expect(list[0]).toMatchObject({ started: true, completedTasks: 0 });

    const someoneElse = await member.inject({
      method: 'GET',
      url: `/api/smartlabs/assignment/all?userId=00000000-0000-4000-8000-000000000000`,
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('refuses to start a locked assignment with 403', async () => {
    const { admin, member, a } = await setup();
    await admin.inject({ method: 'PATCH', url: `/api/assignment/toggle-lock/${a._id}` });
    const res = await member.inject({
      method: 'POST',
      url: `/api/smartlabs/assignment/start/${a._id}`,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ASSIGNMENT_TEXT.locked);
  });

  it('takes tasks in order, five images or more with the OneDrive flag, and never reopens a complete one', async () => {
    const { member, a } = await setup();
    const sub = await start(member, a._id);

    const outOfOrder = await submit(member, sub._id, 2, submitForm(images(5)));
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().msg).toBe(ASSIGNMENT_TEXT.taskInOrder(1));
    expect(outOfOrder.json().code).toBe(ASSIGNMENT_ERRORS.taskInOrder.code);
    const four = await submit(member, sub._id, 1, submitForm(images(4)));
    expect(four.statusCode).toBe(400);
    expect(four.json()).toEqual({
      message: ASSIGNMENT_MESSAGES.needFiles,
      msg: ASSIGNMENT_MESSAGES.needFiles,
      code: ASSIGNMENT_ERRORS.needFiles.code,
    });
    const noDrive = await submit(member, sub._id, 1, submitForm(images(5), false));
    expect(noDrive.statusCode).toBe(400);
    expect(noDrive.json().msg).toBe(ASSIGNMENT_MESSAGES.needFiles);
    expect(storedFiles()).toEqual([]);

    const ok = await submit(member, sub._id, 1, submitForm(images(5)));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().msg).toBe(ASSIGNMENT_MESSAGES.submitted);
    const after = ok.json().submission as Submission;
    expect(after.taskProgress[0]).toMatchObject({
      isComplete: true,
      status: 'submitted',
      uploadedToDrive: true,
    });
    expect(after.taskProgress[0]!.files).toHaveLength(5);
    const file = await ctx.app.inject({ method: 'GET', url: after.taskProgress[0]!.files[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(5);

    const again = await submit(member, sub._id, 1, submitForm(images(5)));
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(ASSIGNMENT_TEXT.taskDone);
    const list = (
      await member.inject({ method: 'GET', url: '/api/smartlabs/assignment/all' })
    ).json() as MemberAssignment[];
    expect(list[0]).toMatchObject({ completedTasks: 1, totalTasks: 3 });
    expect(storedFiles()).toHaveLength(5);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses another member’s submission, a task out of range, a locked assignment, and bad files, storing nothing', async () => {
    const { admin, member, a } = await setup();
    const sub = await start(member, a._id);
    const intruder = await signIn(ctx, 'smartLABS');
    const theirs = await submit(intruder, sub._id, 1, submitForm(images(5)));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().msg).toBe(ASSIGNMENT_TEXT.notYourSubmission);
    expect(theirs.json().code).toBe(ASSIGNMENT_ERRORS.notYourSubmission.code);
    const spoof = await submit(
      member,
      sub._id,
      1,
      submitForm(images(5), true, { userId: intruder.user._id }),
    );
    expect(spoof.statusCode).toBe(403);
    expect((await submit(member, sub._id, 4, submitForm(images(5)))).statusCode).toBe(404);
    expect((await submit(member, sub._id, 0, submitForm(images(5)))).statusCode).toBe(400);
    expect((await submit(member, sub._id, 'x', submitForm(images(5)))).statusCode).toBe(400);
    expect(
      (await submit(member, '00000000-0000-4000-8000-000000000000', 1, submitForm(images(5)))).statusCode,
    ).toBe(404);

    const pdfAmong = await submit(member, sub._id, 1, submitForm([...images(4), PDF]));
    expect(pdfAmong.statusCode).toBe(415);
    expect(pdfAmong.json().msg).toBe(ASSIGNMENT_TEXT.notImage);
    expect(pdfAmong.json().code).toBe(UPLOAD_ERRORS.wrongType.code);
    const empty = await submit(member, sub._id, 1, submitForm([...images(4), Buffer.alloc(0)]));
    expect(empty.statusCode).toBe(415);
    const tooMany = await submit(member, sub._id, 1, submitForm(images(200)));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().msg).toBe(ASSIGNMENT_TEXT.tooManyFiles);
    expect(tooMany.json().code).toBe(UPLOAD_ERRORS.tooMany.code);
    const huge = await submit(member, sub._id, 1, submitForm([...images(4), sized(PNG, 50 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe(ASSIGNMENT_TEXT.imageTooLarge);
    expect(huge.json().code).toBe(UPLOAD_ERRORS.tooLarge.code);

    await admin.inject({ method: 'PATCH', url: `/api/assignment/toggle-lock/${a._id}` });
    const locked = await submit(member, sub._id, 1, submitForm(images(5)));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().msg).toBe(ASSIGNMENT_TEXT.locked);
    expect(locked.json().code).toBe(ASSIGNMENT_ERRORS.locked.code);
    expect(storedFiles()).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('lets the admin request changes (the task reopens for the member only), then accept the resubmission', async () => {
    const { admin, member, a } = await setup();
    const other = await signIn(ctx, 'smartLABS', { name: 'Other' });
    const sub = await start(member, a._id);
    const otherSub = await start(other, a._id);
    await submit(member, sub._id, 1, submitForm(images(5)));
    await submit(other, otherSub._id, 1, submitForm(images(6)));

    const review = (submissionId: string, task: number, body: Record<string, unknown>) =>
      admin.inject({ method: 'POST', url: `/api/assignment/review/${submissionId}/${task}`, payload: body });
    expect((await review(sub._id, 1, { status: 'changes_requested' })).statusCode).toBe(400);
    expect((await review(sub._id, 2, { status: 'accepted' })).statusCode).toBe(409);
    expect((await review(sub._id, 9, { status: 'accepted' })).statusCode).toBe(404);
    expect((await review(sub._id, 1, { status: 'rejected' })).statusCode).toBe(400);
    for (const comment of HOSTILE_VALUES) {
      expect((await review(sub._id, 1, { status: 'changes_requested', comment })).statusCode).toBe(400);
    }
    expect(
      (
        await member.inject({
          method: 'POST',
          url: `/api/assignment/review/${sub._id}/1`,
          payload: { status: 'accepted' },
        })
      ).statusCode,
    ).toBe(403);
    const requested = await review(sub._id, 1, {
      status: 'changes_requested',
      comment: 'Show the north arrow.',
    });
    expect(requested.statusCode).toBe(200);

    const mine = (
      await member.inject({ method: 'GET', url: `/api/smartlabs/assignment/submission/${a._id}` })
    ).json() as Submission;
    expect(mine.taskProgress[0]).toMatchObject({
      isComplete: false,
      status: 'changes_requested',
      feedback: 'Show the north arrow.',
    });
    const theirs = (
      await other.inject({ method: 'GET', url: `/api/smartlabs/assignment/submission/${a._id}` })
    ).json() as Submission;
    expect(theirs.taskProgress[0]).toMatchObject({ isComplete: true, status: 'submitted', feedback: null });
    // Task 2 waits for task 1 again.
    expect((await submit(member, sub._id, 2, submitForm(images(5)))).statusCode).toBe(409);

    const filesBefore = storedFiles().length;
    const resubmitted = await submit(member, sub._id, 1, submitForm(images(7)));
    expect(resubmitted.statusCode, resubmitted.body).toBe(201);
    // A new revision: its images join the first revision's, which stay for the review (issue 27);
    // the task shows the new ones.
    expect(storedFiles().length).toBe(filesBefore + 7);
    expect((await review(sub._id, 1, { status: 'accepted' })).statusCode).toBe(200);

    const overview = (
      await admin.inject({ method: 'GET', url: `/api/assignment/${a._id}/submissions` })
    ).json() as SubmissionsOverview;
    expect(
      overview.submissions.map((s) => [
        s.member.name,
        s.taskProgress[0]!.status,
        s.taskProgress[0]!.files.length,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [member.user.name, 'accepted', 7],
        ['Other', 'submitted', 6],
      ]),
    );
    expect(
      (await member.inject({ method: 'GET', url: `/api/assignment/${a._id}/submissions` })).statusCode,
    ).toBe(403);
    expect(ASSIGNMENT_LIMITS.minFiles).toBe(5);
  });
});

describe('a refused upload over a real connection', () => {
  it(
    'reads the 409, 415 and 413 message every time, however much the client is still sending',
    { timeout: 60_000 },
    async () => {
      const admin = await signIn(ctx, 'admin');
      const member = await signIn(ctx, 'smartLABS');
      const a = await createAssignment(admin);
      const sub = await start(member, a._id);
      expect((await submit(member, sub._id, 1, submitForm(images(5)))).statusCode).toBe(201);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      // A client that writes the whole body before it reads (as a browser on a slow link does): a
      // refusal answered while it is still writing, and the connection closed, reaches it as a reset.
      const send = async (task: number, data: FormData) => {
        const request = new Request(`http://127.0.0.1:${port}/`, { method: 'POST', body: data });
        const body = Buffer.from(await request.arrayBuffer());
        const head =
          `POST /api/smartlabs/assignment/submit/${sub._id}/${task} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
          `authorization: Bearer ${member.token}\r\ncontent-type: ${request.headers.get('content-type')}\r\n` +
          `content-length: ${body.length}\r\n\r\n`;
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1');
          const chunks: Buffer[] = [];
          // Whole once its body has come (a refusal after the form was read keeps the connection), or closed.
          socket.on('data', (chunk) => {
            chunks.push(chunk);
            const text = Buffer.concat(chunks).toString();
            const end = text.indexOf('\r\n\r\n');
            const length = /content-length: (\d+)/i.exec(text.slice(0, end))?.[1];
            if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4)) >= Number(length)) {
              socket.destroy();
              resolve(text);
            }
          });
          socket.on('error', reject);
          socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
          socket.write(head);
          socket.write(body);
        });
        const [status] = /^HTTP\/1\.1 (\d+)/.exec(answer)?.slice(1) ?? [];
        const json = answer.slice(answer.indexOf('\r\n\r\n') + 4);
        return { status: Number(status), msg: (JSON.parse(json) as { msg: string }).msg };
      };
      const big = sized(PNG, ASSIGNMENT_LIMITS.imageBytes - 1024);
      const notImage = Buffer.alloc(ASSIGNMENT_LIMITS.imageBytes - 1024, 7);
      const tooBig = sized(PNG, ASSIGNMENT_LIMITS.imageBytes + 1024 * 1024);
      for (let i = 0; i < 3; i++) {
        // Refused before the files are read (the task is done), then on the first file's bytes, then its size.
        expect(await send(1, submitForm(images(5, big)))).toEqual({
          status: 409,
          msg: ASSIGNMENT_TEXT.taskDone,
        });
        expect(await send(2, submitForm([notImage, ...images(4, big)]))).toEqual({
          status: 415,
          msg: ASSIGNMENT_TEXT.notImage,
        });
        expect(await send(2, submitForm([tooBig, ...images(4, big)]))).toEqual({
          status: 413,
          msg: ASSIGNMENT_TEXT.imageTooLarge,
        });
      }
      expect(storedFiles()).toHaveLength(5);
      expect(tmpFiles()).toEqual([]);
    },
  );
});
