import { z } from 'zod';
import { idSchema, messageSchema, requiredText, text } from './common';
import { get, post } from './endpoints';
import { defineErrors } from './errors';
import { cameraSchema, modelCheckSchema, modelPlaceSchema } from './models';

/**
 * Design review (issue 27): the files of each revision of a submitted task, pins placed on them by a
 * reviewer, each pin a thread of comments that is resolved (and reopened) on its own, and the review
 * as one PDF for juries and portfolios. Places are stored relative to the file or page (0…1), so a
 * pin keeps its place at every zoom and screen size.
 */

/** What a task takes: images (the spec's rule, the default), PDF drawing sheets, both, or an IFC model (issue 28). */
export const TASK_ACCEPTS = ['images', 'pdf', 'both', 'model'] as const;
export type TaskAccepts = (typeof TASK_ACCEPTS)[number];

export const REVIEW_LIMITS = {
  /** A pin's comment, a reply, a resolution note. */
  comment: 4000,
  /** Bytes of one PDF sheet set. */
  pdfBytes: 50 * 1024 * 1024,
  /** Pages of one PDF. */
  pdfPages: 300,
  /** Open pins on one revision of a task. */
  pinsPerRevision: 200,
  /** The longest side of the preview served first for a large image. */
  previewSide: 2048,
} as const;

export const FILE_KINDS = ['image', 'pdf', 'model'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const PIN_STATUSES = ['open', 'resolved'] as const;
export type PinStatus = (typeof PIN_STATUSES)[number];

export const REVIEW_TEXT = {
  pinAdded: 'Pin added',
  replied: 'Reply added',
  resolved: 'Pin resolved',
  reopened: 'Pin reopened',
  notPdf: 'This file is not a PDF.',
  pdfEncrypted: 'This PDF is protected by a password: export it again without one.',
  pdfBroken: 'This PDF could not be read: export it again and send the new file.',
  pdfTooLarge: `A PDF may be at most ${REVIEW_LIMITS.pdfBytes / 1024 / 1024} MB.`,
  pdfTooLong: `A PDF may have at most ${REVIEW_LIMITS.pdfPages} pages.`,
  pinOutside: 'A pin must lie on the file: its place is measured from 0 to 1 across and down.',
  pageTooFar: (pages: number) => `This file has ${pages} page${pages === 1 ? '' : 's'}.`,
  imageHasOnePage: 'An image has one page.',
  fileNotInSubmission: 'This file is not part of this submission.',
  notCurrentRevision: 'Earlier revisions are read-only: pin the latest one.',
  pinNotFound: 'This pin does not exist.',
  pinResolved: 'This pin is resolved: reopen it to reply.',
  pinAlreadyResolved: 'This pin is already resolved.',
  pinAlreadyOpen: 'This pin is already open.',
  pastPinClosed: 'This pin was settled on an earlier revision: add a new pin on the latest one.',
  tooManyPins: `A revision may have at most ${REVIEW_LIMITS.pinsPerRevision} pins.`,
  openPinsLeft: (n: number) =>
    `${n} pin${n === 1 ? ' is' : 's are'} still open: resolve ${n === 1 ? 'it' : 'them'} or close ${n === 1 ? 'it' : 'them'} with a note.`,
  notReviewable: 'Only a submitted task can be reviewed.',
  nothingSubmitted: 'This task has not been submitted yet.',
} as const;

/** The review's refusals (the assignment's own, such as notYourSubmission, stay in ASSIGNMENT_ERRORS). */
export const REVIEW_ERRORS = defineErrors('reviews', {
  notPdf: { status: 415, message: REVIEW_TEXT.notPdf },
  pdfEncrypted: { status: 400, message: REVIEW_TEXT.pdfEncrypted },
  pdfBroken: { status: 400, message: REVIEW_TEXT.pdfBroken },
  pdfTooLong: { status: 400, message: REVIEW_TEXT.pdfTooLong },
  pageTooFar: { status: 400, message: 'This file has fewer pages.' },
  fileNotInSubmission: { status: 404, message: REVIEW_TEXT.fileNotInSubmission },
  notCurrentRevision: { status: 409, message: REVIEW_TEXT.notCurrentRevision },
  pinNotFound: { status: 404, message: REVIEW_TEXT.pinNotFound },
  pinResolved: { status: 409, message: REVIEW_TEXT.pinResolved },
  pinAlreadyResolved: { status: 409, message: REVIEW_TEXT.pinAlreadyResolved },
  pinAlreadyOpen: { status: 409, message: REVIEW_TEXT.pinAlreadyOpen },
  pastPinClosed: { status: 409, message: REVIEW_TEXT.pastPinClosed },
  tooManyPins: { status: 409, message: REVIEW_TEXT.tooManyPins },
  openPinsLeft: { status: 409, message: 'Pins are still open: resolve them or close them with a note.' },
  nothingSubmitted: { status: 404, message: REVIEW_TEXT.nothingSubmitted },
});

const unit = z.number().finite().min(0, REVIEW_TEXT.pinOutside).max(1, REVIEW_TEXT.pinOutside);

/**
 * Where a pin stands on a file or PDF page: a point (x, y) or a box (x, y, w, h), each measured
 * from the top-left corner as a share of the width and height.
 */
export const pinPlaceSchema = z
  .object({
    page: z.number().int().min(1).default(1),
    x: unit,
    y: unit,
    w: unit.positive(REVIEW_TEXT.pinOutside).optional(),
    h: unit.positive(REVIEW_TEXT.pinOutside).optional(),
  })
  .refine((p) => (p.w === undefined) === (p.h === undefined), {
    message: 'A box needs both a width and a height.',
    path: ['w'],
  })
  .refine((p) => p.x + (p.w ?? 0) <= 1 + 1e-9 && p.y + (p.h ?? 0) <= 1 + 1e-9, {
    message: REVIEW_TEXT.pinOutside,
    path: ['x'],
  });
export type PinPlace = z.output<typeof pinPlaceSchema>;

const comment = (label: string) => requiredText(REVIEW_LIMITS.comment, label);

export const createPinBodySchema = z.intersection(
  z.object({ fileId: idSchema, comment: comment('Comment') }),
  pinPlaceSchema,
);
export type CreatePinBody = z.input<typeof createPinBodySchema>;

/** A pin on a model (issue 28): its element, the viewpoint it was made from and a snapshot of the view. */
export const createModelPinBodySchema = z
  .object({ fileId: idSchema, comment: comment('Comment') })
  .extend(modelPlaceSchema.shape);
export type CreateModelPinBody = z.input<typeof createModelPinBodySchema>;

export const replyBodySchema = z.object({ comment: comment('Reply') });
export const resolveBodySchema = z
  .object({ note: text(REVIEW_LIMITS.comment).default('') })
  .default({ note: '' });
export const reopenBodySchema = z.object({}).nullish();

export const reviewParamsSchema = z.object({
  submissionId: idSchema,
  taskNumber: z.coerce.number().int().min(1).max(50),
});
export const pinParamsSchema = z.object({ pinId: idSchema });
export const submissionParamsSchema = z.object({ submissionId: idSchema });

export const reviewFileSchema = z.object({
  id: z.string(),
  kind: z.enum(FILE_KINDS),
  /** The file itself (a signed link). */
  url: z.string(),
  /** What to show first: an image no larger than the screen needs (the file itself for a PDF or a small image). */
  previewUrl: z.string(),
  /** Pages of a PDF; 1 for an image. */
  pages: z.number().int(),
  /** An image's pixels (null for a PDF: its pages have their own sizes). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  /** Its place in the revision (1…), and the name it was sent with. */
  position: z.number().int(),
  name: z.string(),
  /** A model's reading and IDS report (kind `model`); null for images and PDFs. */
  model: modelCheckSchema.nullable(),
});
export type ReviewFile = z.infer<typeof reviewFileSchema>;

export const revisionSchema = z.object({
  revision: z.number().int(),
  submittedAt: z.string(),
  status: z.enum(['submitted', 'accepted', 'changes_requested']),
  feedback: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  files: z.array(reviewFileSchema),
});
export type Revision = z.infer<typeof revisionSchema>;

export const pinAuthorSchema = z.object({ _id: z.string(), name: z.string(), role: z.string() });

export const pinCommentSchema = z.object({
  id: z.string(),
  author: pinAuthorSchema,
  body: z.string(),
  createdAt: z.string(),
});
export type PinComment = z.infer<typeof pinCommentSchema>;

export const pinSchema = z.object({
  id: z.string(),
  /** Its number on the task (1, 2, … in the order pins were placed, across revisions). */
  number: z.number().int(),
  revision: z.number().int(),
  fileId: z.string(),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  w: z.number().nullable(),
  h: z.number().nullable(),
  /** A pin on a model: its element's GlobalId, the camera (model coordinates, Z up) and a signed link to its snapshot; null on drawings (where x and y place it; 0 on a model). */
  globalId: z.string().nullable(),
  camera: cameraSchema.nullable(),
  snapshotUrl: z.string().nullable(),
  status: z.enum(PIN_STATUSES),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** The first comment is the pin's own; the rest are replies, oldest first. */
  comments: z.array(pinCommentSchema),
});
export type Pin = z.infer<typeof pinSchema>;

/** One task of a submission under review: every revision with its files, and every pin. */
export const taskReviewSchema = z.object({
  submissionId: z.string(),
  assignmentId: z.string(),
  taskNumber: z.number().int(),
  member: z.object({ _id: z.string(), name: z.string() }),
  /** The latest revision's number (0 before the first submission). */
  current: z.number().int(),
  revisions: z.array(revisionSchema),
  pins: z.array(pinSchema),
});
export type TaskReview = z.infer<typeof taskReviewSchema>;

export const pinResponseSchema = messageSchema.extend({ pin: pinSchema });

/** The review's routes; the review decision itself stays `POST /api/assignment/review/:submissionId/:taskNumber`. */
export const REVIEW_API = {
  task: get('/api/assignment/review/:submissionId/:taskNumber', {
    params: reviewParamsSchema,
    response: { 200: taskReviewSchema },
  }),
  addPin: post('/api/assignment/review/:submissionId/:taskNumber/pins', {
    params: reviewParamsSchema,
    body: createPinBodySchema,
    response: { 201: pinResponseSchema },
  }),
  addModelPin: post('/api/assignment/review/:submissionId/:taskNumber/model-pins', {
    params: reviewParamsSchema,
    body: createModelPinBodySchema,
    response: { 201: pinResponseSchema },
  }),
  reply: post('/api/assignment/pins/:pinId/comments', {
    params: pinParamsSchema,
    body: replyBodySchema,
    response: { 201: pinResponseSchema },
  }),
  resolve: post('/api/assignment/pins/:pinId/resolve', {
    params: pinParamsSchema,
    body: resolveBodySchema,
    response: { 200: pinResponseSchema },
  }),
  reopen: post('/api/assignment/pins/:pinId/reopen', {
    params: pinParamsSchema,
    body: reopenBodySchema,
    response: { 200: pinResponseSchema },
  }),
  /** The whole submission's review as one PDF (application/pdf). */
  record: get('/api/assignment/submission/:submissionId/review.pdf', { params: submissionParamsSchema }),
};
