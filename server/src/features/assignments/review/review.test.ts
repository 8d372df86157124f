import {
  ASSIGNMENT_ERRORS,
  ASSIGNMENT_TEXT,
  type Assignment,
  type Submission,
} from '@atelier/contract/assignments';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import { REVIEW_ERRORS, REVIEW_TEXT, type Pin, type TaskReview } from '@atelier/contract/reviews';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countRows, signIn, useTestApp, type SignedIn } from '../../../../test/helpers';
import { expectRefusal } from '../../../../test/refusals';
import { drawingPdf, encryptedPdf, pdfText, plainImage } from './review-fixtures';
import { start } from '../assignment-fixtures';

const ctx = useTestApp();

/** Task 1 takes images and PDFs (five files at least), task 2 one PDF at least, task 3 images as the spec says. */
const TASKS = [
  { code: 'PLAN', instructions: 'Plans and sections.', accepts: 'both', minFiles: 5 },
  { code: 'SHEETS', instructions: 'The drawing set.', accepts: 'pdf', minFiles: 1 },
  { code: 'RENDER', instructions: 'Five renders.' },
];

async function createAssignment(admin: SignedIn): Promise<Assignment> {
  const data = new FormData();
  for (const [name, value] of Object.entries({ code: 'DR1', title: 'Pavilion', brief: 'A pavilion.' })) {
    data.append(name, value);
  }
  data.append('tasks', JSON.stringify(TASKS));
  const res = await admin.inject({ method: 'POST', url: '/api/assignment/create', payload: data });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { assignment: Assignment }).assignment;
}

interface Upload {
  bytes: Uint8Array;
  name: string;
}

const png = async (name: string, w = 400, h = 300): Promise<Upload> => ({
  bytes: await plainImage(w, h),
  name,
});
const pdf = async (name: string, pages = 3): Promise<Upload> => ({ bytes: await drawingPdf(pages), name });

function submit(who: SignedIn, submissionId: string, task: number, files: Upload[]) {
  const data = new FormData();
  data.append('uploadToDrive', 'true');
  for (const f of files) data.append('files', new Blob([f.bytes]), f.name);
  return who.inject({
    method: 'POST',
    url: `/api/smartlabs/assignment/submit/${submissionId}/${task}`,
    payload: data,
  });
}

const reviewUrl = (submissionId: string, task = 1) => `/api/assignment/review/${submissionId}/${task}`;

async function reviewOf(who: SignedIn, submissionId: string, task = 1): Promise<TaskReview> {
  const res = await who.inject({ method: 'GET', url: reviewUrl(submissionId, task) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskReview;
}

function addPin(who: SignedIn, submissionId: string, body: Record<string, unknown>, task = 1) {
  return who.inject({ method: 'POST', url: `${reviewUrl(submissionId, task)}/pins`, payload: body });
}

const onPin = (who: SignedIn, pinId: string, action: 'comments' | 'resolve' | 'reopen', body: unknown = {}) =>
  who.inject({ method: 'POST', url: `/api/assignment/pins/${pinId}/${action}`, payload: body as object });

async function bell(who: SignedIn): Promise<{ kind: string; title: string; body: string; link: string }[]> {
  const res = await who.inject({ method: 'GET', url: '/api/notifications' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { kind: string; title: string; body: string; link: string }[] }).items;
}

/** An admin, a member with task 1 sent (five images and a three-page PDF), and another member. */
async function submitted() {
  const admin = await signIn(ctx, 'admin');
  const member = await signIn(ctx, 'smartLABS', { name: 'Zoë Member' });
  const other = await signIn(ctx, 'smartLABS', { name: 'Other Member' });
  const assignment = await createAssignment(admin);
  const sub = await start(member, assignment._id);
  const files = [
    ...(await Promise.all([1, 2, 3, 4, 5].map((n) => png(`view-${n}.png`)))),
    await pdf('sheets.pdf'),
  ];
  const sent = await submit(member, sub._id, 1, files);
  expect(sent.statusCode, sent.body).toBe(201);
  const review = await reviewOf(admin, sub._id);
  const [image, , , , , sheets] = review.revisions[0]!.files;
  return { admin, member, other, assignment, sub, review, image: image!, sheets: sheets! };
}

describe('files a task takes', () => {
  it('keeps five images and a three-page PDF as revision 1, each with its kind, pages, size and name', async () => {
    const { review, sub, assignment } = await submitted();
    expect(review).toMatchObject({
      submissionId: sub._id,
      assignmentId: assignment._id,
      taskNumber: 1,
      current: 1,
    });
    expect(review.member.name).toBe('Zoë Member');
    expect(review.revisions).toHaveLength(1);
    expect(review.revisions[0]!.status).toBe('submitted');
    expect(
      review.revisions[0]!.files.map((f) => [f.kind, f.pages, f.width, f.height, f.name, f.position]),
    ).toEqual([
      ['image', 1, 400, 300, 'view-1.png', 1],
      ['image', 1, 400, 300, 'view-2.png', 2],
      ['image', 1, 400, 300, 'view-3.png', 3],
      ['image', 1, 400, 300, 'view-4.png', 4],
      ['image', 1, 400, 300, 'view-5.png', 5],
      ['pdf', 3, null, null, 'sheets.pdf', 6],
    ]);
    expect(review.pins).toEqual([]);
  });

  it('refuses a PDF that is not one, a protected PDF, the wrong kind for the task and too few files, storing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    const assignment = await createAssignment(admin);
    const sub = await start(member, assignment._id);
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => png(`v${n}.png`)));
    // Task 1 first (tasks go in order); then task 2 takes PDFs only.
    expect((await submit(member, sub._id, 1, five)).statusCode).toBe(201);
    const uploadsBefore = await countRows(ctx, 'uploads');

    const fake = { bytes: new TextEncoder().encode('just text, named like a drawing'), name: 'sheet.pdf' };
    const notPdf = await submit(member, sub._id, 2, [fake]);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ code: UPLOAD_ERRORS.wrongType.code, msg: ASSIGNMENT_TEXT.notPdf });

    const locked = await submit(member, sub._id, 2, [{ bytes: await encryptedPdf(), name: 'locked.pdf' }]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      code: REVIEW_ERRORS.pdfEncrypted.code,
      msg: REVIEW_TEXT.pdfEncrypted,
    });

    const image = await submit(member, sub._id, 2, [await png('photo.png')]);
    expect(image.statusCode).toBe(415);
    expect(image.json()).toMatchObject({ code: UPLOAD_ERRORS.wrongType.code, msg: ASSIGNMENT_TEXT.notPdf });

    const none = await submit(member, sub._id, 2, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      msg: 'Upload at least 1 PDF and also upload them on onedrive to submit!',
    });

    expect(await countRows(ctx, 'uploads')).toBe(uploadsBefore);
    expect((await submit(member, sub._id, 2, [await pdf('set.pdf', 2)])).statusCode).toBe(201);
    // Task 3 says nothing: images, five, in the spec's words; a PDF is not an image there.
    const onlyPdf = await submit(member, sub._id, 3, [...five.slice(1), await pdf('x.pdf')]);
    expect(onlyPdf.statusCode).toBe(415);
    expect(onlyPdf.json()).toMatchObject({ msg: ASSIGNMENT_TEXT.notImage });
    const four = await submit(member, sub._id, 3, five.slice(1));
    expect(four.json()).toMatchObject({
      msg: 'Upload at least 5 images and also upload them on onedrive to submit!',
    });
  });

  it('keeps a screen-sized WebP preview of a large image beside the file', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    const assignment = await createAssignment(admin);
    const sub = await start(member, assignment._id);
    const files = [
      await png('wide.png', 3000, 1000),
      ...(await Promise.all([2, 3, 4, 5].map((n) => png(`v${n}.png`)))),
    ];
    expect((await submit(member, sub._id, 1, files)).statusCode).toBe(201);
    const [wide, small] = (await reviewOf(member, sub._id)).revisions[0]!.files;
    expect(wide!.previewUrl).not.toBe(wide!.url);
    expect(small!.previewUrl).toBe(small!.url);
    const preview = await member.inject({ method: 'GET', url: wide!.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 2048 });
  });
});

describe('pins', () => {
  it('numbers a point on an image and a box on page 2 of the PDF, and tells the member', async () => {
    const { admin, member, sub, image, sheets } = await submitted();
    const point = await addPin(admin, sub._id, {
      fileId: image.id,
      x: 0.25,
      y: 0.4,
      comment: 'Where is the stair?',
    });
    expect(point.statusCode, point.body).toBe(201);
    expect(point.json().pin).toMatchObject({
      number: 1,
      page: 1,
      x: 0.25,
      y: 0.4,
      w: null,
      h: null,
      status: 'open',
    });
    const box = await addPin(admin, sub._id, {
      fileId: sheets.id,
      page: 2,
      x: 0.1,
      y: 0.2,
      w: 0.3,
      h: 0.25,
      comment: 'This section <b>needs</b> a scale bar.',
    });
    expect(box.statusCode, box.body).toBe(201);
    const pin = box.json().pin as Pin;
    expect(pin).toMatchObject({ number: 2, page: 2, w: 0.3, h: 0.25, revision: 1, fileId: sheets.id });
    expect(pin.comments).toEqual([
      expect.objectContaining({
        body: 'This section <b>needs</b> a scale bar.',
        author: expect.objectContaining({ role: 'admin' }),
      }),
    ]);
    const heard = await bell(member);
    expect(heard.map((n) => [n.kind, n.title])).toEqual(
      expect.arrayContaining([
        ['review', 'Pin 1 on task PLAN of DR1'],
        ['review', 'Pin 2 on task PLAN of DR1'],
      ]),
    );
    expect(heard[0]!.link).toContain(`/task/1/review`);
    expect((await reviewOf(member, sub._id)).pins.map((p) => p.number)).toEqual([1, 2]);
  });

  it('refuses a pin off the file, past the last page, on a file of another submission, or with an empty or overlong comment, writing nothing', async () => {
    const { admin, member, sub, image, sheets, assignment } = await submitted();
    const second = await signIn(ctx, 'smartLABS');
    const theirs = await start(second, assignment._id);
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => png(`t${n}.png`)));
    expect((await submit(second, theirs._id, 1, five)).statusCode).toBe(201);
    const foreign = (await reviewOf(admin, theirs._id)).revisions[0]!.files[0]!;

    const invalid = [
      { fileId: image.id, x: 1.2, y: 0.5, comment: 'off the edge' },
      { fileId: image.id, x: 0.5, y: -0.1, comment: 'above it' },
      { fileId: image.id, x: 0.8, y: 0.1, w: 0.3, h: 0.1, comment: 'a box past the right edge' },
      { fileId: image.id, x: 0.1, y: 0.1, w: 0.3, comment: 'a width without a height' },
      { fileId: image.id, x: 0.1, y: 0.1, comment: '' },
      { fileId: image.id, x: 0.1, y: 0.1, comment: 'x'.repeat(5000) },
      { fileId: 'not-an-id', x: 0.1, y: 0.1, comment: 'which file?' },
    ];
    for (const body of invalid) {
      const res = await addPin(admin, sub._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(COMMON_ERRORS.invalid.code);
    }
    expectRefusal(
      await addPin(admin, sub._id, { fileId: sheets.id, page: 4, x: 0.5, y: 0.5, comment: 'page four?' }),
      REVIEW_ERRORS.pageTooFar,
      'This file has 3 pages.',
    );
    expectRefusal(
      await addPin(admin, sub._id, {
        fileId: image.id,
        page: 2,
        x: 0.5,
        y: 0.5,
        comment: 'an image has one',
      }),
      REVIEW_ERRORS.pageTooFar,
      'This file has 1 page.',
    );
    expectRefusal(
      await addPin(admin, sub._id, { fileId: foreign.id, x: 0.5, y: 0.5, comment: 'not this one' }),
      REVIEW_ERRORS.fileNotInSubmission,
    );
    expectRefusal(
      await addPin(admin, sub._id, { fileId: image.id, x: 0.5, y: 0.5, comment: 'task 2?' }, 2),
      REVIEW_ERRORS.fileNotInSubmission,
    );
    const unknown = await addPin(admin, '00000000-0000-4000-8000-000000000000', {
      fileId: image.id,
      x: 0.5,
      y: 0.5,
      comment: 'nobody',
    });
    expectRefusal(unknown, ASSIGNMENT_ERRORS.submissionNotFound);
    // Members comment on pins; they do not place them.
    expect(
      (await addPin(member, sub._id, { fileId: image.id, x: 0.5, y: 0.5, comment: 'mine' })).statusCode,
    ).toBe(403);
    expect(await countRows(ctx, 'review_pins')).toBe(0);
    expect(await countRows(ctx, 'pin_comments')).toBe(0);
  });

  it('lets the member and the reviewer answer a pin, resolve and reopen it each on its own, and hears of each reply', async () => {
    const { admin, member, sub, image } = await submitted();
    const first = (
      await addPin(admin, sub._id, { fileId: image.id, x: 0.2, y: 0.2, comment: 'Stair?' })
    ).json().pin as Pin;
    const second = (
      await addPin(admin, sub._id, { fileId: image.id, x: 0.6, y: 0.6, comment: 'Door?' })
    ).json().pin as Pin;

    const answered = await onPin(member, first.id, 'comments', { comment: 'It is behind the core.' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((answered.json().pin as Pin).comments.map((c) => [c.author.name, c.body])).toEqual([
      [admin.user.name, 'Stair?'],
      ['Zoë Member', 'It is behind the core.'],
    ]);
    expect((await bell(admin)).map((n) => [n.kind, n.title])).toContainEqual([
      'review_reply',
      'Zoë Member replied on pin 1',
    ]);
    expect((await onPin(admin, first.id, 'comments', { comment: 'Draw it, please.' })).statusCode).toBe(201);
    expect((await bell(member)).map((n) => n.title)).toContain('A reply on pin 1 of task 1');

    const resolved = await onPin(admin, first.id, 'resolve', { note: 'Shown in section B.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().pin).toMatchObject({ status: 'resolved', resolutionNote: 'Shown in section B.' });
    expectRefusal(await onPin(admin, first.id, 'resolve'), REVIEW_ERRORS.pinAlreadyResolved);
    expectRefusal(
      await onPin(member, first.id, 'comments', { comment: 'One more thing' }),
      REVIEW_ERRORS.pinResolved,
    );
    expect((await reviewOf(member, sub._id)).pins.map((p) => p.status)).toEqual(['resolved', 'open']);
    expect(second.status).toBe('open');

    const reopened = await onPin(admin, first.id, 'reopen');
    expect(reopened.json().pin).toMatchObject({ status: 'open', resolutionNote: null, resolvedAt: null });
    expectRefusal(await onPin(admin, first.id, 'reopen'), REVIEW_ERRORS.pinAlreadyOpen);
    expect((await onPin(member, first.id, 'comments', { comment: 'One more thing' })).statusCode).toBe(201);
    // Resolving is the reviewer's.
    expect((await onPin(member, second.id, 'resolve')).statusCode).toBe(403);
    for (const comment of ['', '   ', 'x'.repeat(5000)]) {
      expect((await onPin(member, second.id, 'comments', { comment })).statusCode).toBe(400);
    }
    expectRefusal(
      await onPin(admin, '00000000-0000-4000-8000-000000000000', 'comments', { comment: 'hello?' }),
      REVIEW_ERRORS.pinNotFound,
    );
  });
});

describe('revisions and the decision', () => {
  it('sends the open pins with a request for changes, keeps revision 1 closed to new pins after a resubmission while its open pin counts, and accepts once every pin is settled', async () => {
    const { admin, member, sub, image } = await submitted();
    const pin = (
      await addPin(admin, sub._id, { fileId: image.id, x: 0.3, y: 0.3, comment: 'Add the north arrow' })
    ).json().pin as Pin;
    const decide = (body: Record<string, unknown>) =>
      admin.inject({ method: 'POST', url: reviewUrl(sub._id), payload: body });
    expect((await decide({ status: 'changes_requested', comment: 'See the pins.' })).statusCode).toBe(200);
    const told = (await bell(member)).find((n) => n.title.startsWith('Changes requested'))!;
    expect(told.body).toBe('See the pins.\nPin 1: Add the north arrow');
    expect(told.link).toContain('/task/1/review');

    const files = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => png(`r2-${n}.png`, 500, 400)));
    const again = await submit(member, sub._id, 1, files);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as { submission: Submission }).submission.taskProgress[0]!.files).toHaveLength(6);
    expect((await bell(admin)).map((n) => [n.kind, n.title])).toContainEqual([
      'review_reply',
      'Zoë Member sent task PLAN of DR1 again (revision 2)',
    ]);

    const review = await reviewOf(admin, sub._id);
    expect(review.current).toBe(2);
    expect(review.revisions.map((r) => [r.revision, r.status, r.feedback, r.files.length])).toEqual([
      [1, 'changes_requested', 'See the pins.', 6],
      [2, 'submitted', null, 6],
    ]);
    expectRefusal(
      await addPin(admin, sub._id, { fileId: image.id, x: 0.5, y: 0.5, comment: 'on revision 1' }),
      REVIEW_ERRORS.notCurrentRevision,
    );
    const newFile = review.revisions[1]!.files[0]!;
    const late = (
      await addPin(admin, sub._id, { fileId: newFile.id, x: 0.5, y: 0.5, comment: 'Better.' })
    ).json().pin as Pin;
    expect(late).toMatchObject({ number: 2, revision: 2 });

    // Pin 1 (revision 1) stays open across the resubmission and counts until a reviewer settles it;
    // its revision is read-only for new pins, not for settling the ones it raised.
    expectRefusal(
      await decide({ status: 'accepted' }),
      REVIEW_ERRORS.openPinsLeft,
      REVIEW_TEXT.openPinsLeft(2),
    );
    expect((await reviewOf(admin, sub._id)).revisions[1]!.status).toBe('submitted');
    const settled = await onPin(admin, pin.id, 'resolve', { note: 'Arrow added in revision 2.' });
    expect(settled.statusCode, settled.body).toBe(200);
    const accepted = await decide({ status: 'accepted', closeOpenPins: 'Fine as drawn.' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await reviewOf(member, sub._id);
    expect(after.pins.map((p) => [p.number, p.revision, p.status, p.resolutionNote])).toEqual([
      [1, 1, 'resolved', 'Arrow added in revision 2.'],
      [2, 2, 'resolved', 'Fine as drawn.'],
    ]);
    expect(after.revisions.map((r) => r.status)).toEqual(['changes_requested', 'accepted']);
    // Pin 1 was settled on revision 1: it stays so; pin 2 (the latest revision's) can be reopened.
    expectRefusal(await onPin(admin, pin.id, 'reopen'), REVIEW_ERRORS.pastPinClosed);
    expect((await onPin(admin, late.id, 'reopen')).statusCode).toBe(200);
    expect(pin.revision).toBe(1);
  });
});

describe('who may see a review', () => {
  it('answers 304 for an unchanged review and a new tag once a pin is added', async () => {
    const { admin, sub, image } = await submitted();
    const first = await admin.inject({ method: 'GET', url: reviewUrl(sub._id) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await admin.inject({
      method: 'GET',
      url: reviewUrl(sub._id),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await addPin(admin, sub._id, { fileId: image.id, x: 0.5, y: 0.5, comment: 'New.' });
    const changed = await admin.inject({
      method: 'GET',
      url: reviewUrl(sub._id),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('refuses another member every route and file link of the submission, and a visitor too', async () => {
    const { admin, other, sub, image } = await submitted();
    const pin = (
      await addPin(admin, sub._id, { fileId: image.id, x: 0.5, y: 0.5, comment: 'Mine to see.' })
    ).json().pin as Pin;
    const refusals = [
      await other.inject({ method: 'GET', url: reviewUrl(sub._id) }),
      await onPin(other, pin.id, 'comments', { comment: 'Let me in' }),
      await other.inject({ method: 'GET', url: `/api/assignment/submission/${sub._id}/review.pdf` }),
    ];
    for (const res of refusals) expectRefusal(res, ASSIGNMENT_ERRORS.notYourSubmission);
    expect((await onPin(other, pin.id, 'resolve')).statusCode).toBe(403);
    expect((await onPin(other, pin.id, 'reopen')).statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: 'GET', url: reviewUrl(sub._id) });
    expect(visitor.statusCode).toBe(401);
    // A file link is signed for those who were given it; a forged one is refused.
    const forged = image.url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await other.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(await countRows(ctx, 'pin_comments')).toBe(1);
  });
});

describe('the review record', () => {
  it('downloads the submission review as one PDF holding every comment, for the member and admins', async () => {
    const { admin, member, sub, image, sheets } = await submitted();
    const a = (
      await addPin(admin, sub._id, { fileId: image.id, x: 0.2, y: 0.3, comment: 'Stair width?' })
    ).json().pin as Pin;
    await addPin(admin, sub._id, {
      fileId: sheets.id,
      page: 2,
      x: 0.1,
      y: 0.1,
      w: 0.4,
      h: 0.3,
      comment: 'Scale bar',
    });
    await onPin(member, a.id, 'comments', { comment: 'It is 1.2 m — ça va?' });
    for (const who of [admin, member]) {
      const res = await who.inject({
        method: 'GET',
        url: `/api/assignment/submission/${sub._id}/review.pdf`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="review-DR1-Zo.?-Member\.pdf"$/,
      );
      const text = (await pdfText(res.rawPayload)).join('\n');
      for (const said of [
        'Stair width?',
        'Scale bar',
        'It is 1.2 m — ça va?',
        'Zoë Member',
        'Pin 2, page 2 (open)',
      ]) {
        expect(text).toContain(said);
      }
    }
  });
});
