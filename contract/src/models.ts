import { z } from 'zod';
import { idSchema, messageSchema, text } from './common';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';

/**
 * BIM models (issue 28): a task that asks for an IFC model, the IDS (buildingSMART Information
 * Delivery Specification 1.0) it is checked against, each uploaded model's reading and report
 * before the member submits it, BCF out of a model's review and what changed between revisions.
 * Pins on a model are the review's pins (reviews.ts) with an element and a viewpoint.
 */

export const MODEL_LIMITS = {
  /** Bytes of one uploaded model, `.ifc` or `.ifczip`. */
  modelBytes: 200 * 1024 * 1024,
  /** Bytes of the `.ifc` inside an `.ifczip` (ASVS 5.2.3: the unpacked size is limited). */
  unpackedBytes: 1024 * 1024 * 1024,
  /** Entries an `.ifczip` may hold (one `.ifc`, and folders or a readme beside it). */
  zipEntries: 16,
  /** Bytes of one `.ids` file. */
  idsBytes: 2 * 1024 * 1024,
  /** Bytes of a 3D pin's snapshot (PNG). */
  snapshotBytes: 2 * 1024 * 1024,
  /** Failures listed per specification in a report (the counts are always whole). */
  failuresPerSpecification: 500,
  /** Elements listed per kind of change in a revision diff (the counts are always whole). */
  diffElements: 2000,
} as const;

export const MODEL_STATUSES = ['queued', 'reading', 'ready', 'failed'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

export const MODEL_TEXT = {
  uploaded: 'Model uploaded: it is being read and checked.',
  idsAttached: 'IDS attached',
  idsRemoved: 'IDS removed',
  notIfc: 'This file is not an IFC model (.ifc or .ifczip).',
  modelTooLarge: `A model may be at most ${MODEL_LIMITS.modelBytes / 1024 / 1024} MB.`,
  zipTooLarge: `The model inside this .ifczip is larger than ${MODEL_LIMITS.unpackedBytes / 1024 / 1024} MB unpacked.`,
  zipNoModel: 'This .ifczip holds no .ifc model.',
  zipTwoModels: 'This .ifczip holds more than one .ifc model: send one model at a time.',
  zipTooManyEntries: `An .ifczip may hold at most ${MODEL_LIMITS.zipEntries} entries.`,
  zipBroken: 'This .ifczip could not be unpacked.',
  modelCutShort: 'This IFC file is cut short: export it again.',
  unknownSchema: 'This IFC model uses a schema Atelier does not read: export it as IFC2X3, IFC4 or IFC4X3.',
  /** The reading failed: the reader's reason follows. */
  couldNotRead: 'Could not read this model',
  readTimedOut: 'Could not read this model: it took longer than the time allowed.',
  readOutOfMemory: 'Could not read this model: it needs more memory than allowed.',
  notIds: 'This file is not an IDS (Information Delivery Specification).',
  idsTooLarge: `An IDS may be at most ${MODEL_LIMITS.idsBytes / 1024 / 1024} MB.`,
  noIds: 'This task has no IDS.',
  notModelTask: 'This task does not take a model.',
  modelNotFound: 'This model does not exist.',
  modelNotReady: 'This model has not been read yet: wait for its check to finish.',
  modelUnreadable: 'This model could not be read: send another one.',
  modelFailsIds:
    'This model does not pass every required specification of the task: fix it and upload it again.',
  modelSubmitted: 'This model was already submitted.',
  notAModelFile: 'This file is not a model.',
  snapshotNotPng: 'The snapshot must be a PNG image.',
  snapshotTooLarge: `The snapshot may be at most ${MODEL_LIMITS.snapshotBytes / 1024 / 1024} MB.`,
  elementNotInModel: 'This element is not in the model.',
  noRevision: 'This revision has no model.',
} as const;

export const MODEL_ERRORS = defineErrors('models', {
  notIfc: { status: 415, message: MODEL_TEXT.notIfc },
  modelTooLarge: { status: 413, message: MODEL_TEXT.modelTooLarge },
  zipTooLarge: { status: 413, message: MODEL_TEXT.zipTooLarge },
  zipNoModel: { status: 400, message: MODEL_TEXT.zipNoModel },
  zipTwoModels: { status: 400, message: MODEL_TEXT.zipTwoModels },
  zipTooManyEntries: { status: 400, message: MODEL_TEXT.zipTooManyEntries },
  zipBroken: { status: 400, message: MODEL_TEXT.zipBroken },
  modelCutShort: { status: 400, message: MODEL_TEXT.modelCutShort },
  unknownSchema: { status: 415, message: MODEL_TEXT.unknownSchema },
  /** Sent with the schema's or the audit's reason. */
  invalidIds: { status: 400, message: MODEL_TEXT.notIds },
  idsTooLarge: { status: 413, message: MODEL_TEXT.idsTooLarge },
  noIds: { status: 404, message: MODEL_TEXT.noIds },
  notModelTask: { status: 409, message: MODEL_TEXT.notModelTask },
  modelNotFound: { status: 404, message: MODEL_TEXT.modelNotFound },
  modelNotReady: { status: 409, message: MODEL_TEXT.modelNotReady },
  modelUnreadable: { status: 409, message: MODEL_TEXT.modelUnreadable },
  modelFailsIds: { status: 409, message: MODEL_TEXT.modelFailsIds },
  modelSubmitted: { status: 409, message: MODEL_TEXT.modelSubmitted },
  notAModelFile: { status: 400, message: MODEL_TEXT.notAModelFile },
  snapshotNotPng: { status: 415, message: MODEL_TEXT.snapshotNotPng },
  snapshotTooLarge: { status: 413, message: MODEL_TEXT.snapshotTooLarge },
  elementNotInModel: { status: 400, message: MODEL_TEXT.elementNotInModel },
  noRevision: { status: 404, message: MODEL_TEXT.noRevision },
});

// ---- The IDS report (server/src/features/bim/ids/check.ts) ----

export const idsFailureSchema = z.object({
  /** The element's GlobalId, when it has one, so the viewer can colour it. */
  globalId: z.string().optional(),
  /** `IfcWall 'Wall-Ext-01'` */
  element: z.string(),
  /** `Pset_WallCommon.FireRating is missing` */
  reason: z.string(),
});
export type IdsFailure = z.infer<typeof idsFailureSchema>;

export const idsSpecificationReportSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  usage: z.enum(['required', 'optional', 'prohibited']),
  status: z.enum(['pass', 'fail']),
  applicable: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** At most MODEL_LIMITS.failuresPerSpecification; `failed` counts them all. */
  failures: z.array(idsFailureSchema),
});
export type IdsSpecificationReport = z.infer<typeof idsSpecificationReportSchema>;

export const idsReportSchema = z.object({
  title: z.string(),
  status: z.enum(['pass', 'fail']),
  specifications: z.array(idsSpecificationReportSchema),
});
export type IdsReport = z.infer<typeof idsReportSchema>;

// ---- A task's IDS ----

/** The IDS attached to a task, as the task shows it (the file itself is `MODEL_API.ids`). */
export const taskIdsSchema = z.object({
  /** The file name it was sent with. */
  name: z.string(),
  /** The IDS's own title (its `info/title`). */
  title: z.string(),
  specifications: z.number().int(),
  /** How many of them are required (the rest optional or prohibited). */
  required: z.number().int(),
  uploadedAt: z.string(),
  /** Whether a model must pass every required specification to be submitted. */
  requirePass: z.boolean(),
});
export type TaskIds = z.infer<typeof taskIdsSchema>;

export const taskParamsSchema = z.object({
  id: idSchema,
  taskNumber: z.coerce.number().int().min(1).max(50),
});

/** The IDS upload's text parts: whether a model must pass every required specification to be submitted. */
export const idsFormSchema = z.object({
  requirePass: z
    .enum(['true', 'false'], { message: 'requirePass must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export const taskIdsResponseSchema = messageSchema.extend({ ids: taskIdsSchema });

// ---- Models ----

/** A storey of the model, top-down as the model lists them, with the elements it contains. */
export const modelStoreySchema = z.object({
  globalId: z.string(),
  name: z.string(),
  elements: z.number().int(),
});

/** What the server read of a model: enough to describe it without opening it in 3D. */
export const modelOutlineSchema = z.object({
  /** `IFC2X3`, `IFC4`, `IFC4X3` */
  schema: z.string(),
  site: z.string().nullable(),
  building: z.string().nullable(),
  storeys: z.array(modelStoreySchema),
  /** Elements by IFC class (`IfcWall`: 120), most first. */
  counts: z.record(z.string(), z.number().int()),
  elements: z.number().int(),
});
export type ModelOutline = z.infer<typeof modelOutlineSchema>;

/** One uploaded model: read and checked by a job; submitted as a revision of its task or not yet. */
export const modelCheckSchema = z.object({
  id: z.string(),
  /** The name it was sent with (`house.ifczip`). */
  name: z.string(),
  /** Bytes of the `.ifc` (unpacked when an `.ifczip` was sent). */
  bytes: z.number().int(),
  status: z.enum(MODEL_STATUSES),
  /** Why it could not be read (`status` failed), in words for the member. */
  error: z.string().nullable(),
  /** A signed link to the `.ifc` the viewer opens. */
  url: z.string(),
  outline: modelOutlineSchema.nullable(),
  /** The task's IDS report (null while reading, or when the task has no IDS). */
  report: idsReportSchema.nullable(),
  /** Whether the task would take it: read, and passing every required specification where the task asks that. */
  submittable: z.boolean(),
  /** The revision it was submitted as, or null while it is the member's draft. */
  revision: z.number().int().nullable(),
  uploadedAt: z.string(),
});
export type ModelCheck = z.infer<typeof modelCheckSchema>;

export const modelTaskParamsSchema = z.object({
  submissionId: idSchema,
  taskNumber: z.coerce.number().int().min(1).max(50),
});
export const modelParamsSchema = z.object({ modelId: idSchema });

/** A task's models: the member's latest draft (not yet submitted), and the IDS it is checked against. */
export const taskModelsSchema = z.object({
  draft: modelCheckSchema.nullable(),
  ids: taskIdsSchema.nullable(),
});
export type TaskModels = z.infer<typeof taskModelsSchema>;

export const modelUploadResponseSchema = messageSchema.extend({ model: modelCheckSchema });

// ---- What changed between two revisions ----

export const elementRefSchema = z.object({
  globalId: z.string(),
  type: z.string(),
  name: z.string().nullable(),
});
export type ElementRef = z.infer<typeof elementRefSchema>;

/** One changed value: an attribute (`Name`), a property (`Pset_WallCommon.FireRating`), the container, a material or a classification. */
export const valueChangeSchema = z.object({
  what: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const changedElementSchema = elementRefSchema.extend({ changes: z.array(valueChangeSchema) });

export const diffQuerySchema = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});

export const modelDiffSchema = z.object({
  from: z.object({
    revision: z.number().int(),
    report: idsReportSchema.nullable(),
    outline: modelOutlineSchema,
  }),
  to: z.object({
    revision: z.number().int(),
    report: idsReportSchema.nullable(),
    outline: modelOutlineSchema,
  }),
  /** Whole counts; the lists stop at MODEL_LIMITS.diffElements. */
  counts: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
  added: z.array(elementRefSchema),
  removed: z.array(elementRefSchema),
  changed: z.array(changedElementSchema),
});
export type ModelDiff = z.infer<typeof modelDiffSchema>;

/**
 * The routes. The IDS and model uploads read multipart forms (one file each: parts `ids` and
 * `model`), declared by their routes' `config.form`. A model task is submitted through the
 * assignment's submit route with the text part `modelId` instead of files.
 */
export const MODEL_API = {
  /** Admin: attach (or replace) a task's IDS; invalid ones are refused with the reason. */
  attachIds: put('/api/assignment/:id/tasks/:taskNumber/ids', {
    params: taskParamsSchema,
    response: { 200: taskIdsResponseSchema },
  }),
  removeIds: del('/api/assignment/:id/tasks/:taskNumber/ids', {
    params: taskParamsSchema,
    response: { 200: messageSchema },
  }),
  /** The IDS file itself (application/xml), for admins and cohort members (to check in their own tool). */
  ids: get('/api/assignment/:id/tasks/:taskNumber/ids', { params: taskParamsSchema }),
  /** Member: upload a model for a task (202: queued for reading and checking). */
  upload: post('/api/assignment/submission/:submissionId/task/:taskNumber/models', {
    params: modelTaskParamsSchema,
    response: { 202: modelUploadResponseSchema },
  }),
  /** The task's draft model and its IDS, for the member who owns the submission and admins. */
  taskModels: get('/api/assignment/submission/:submissionId/task/:taskNumber/models', {
    params: modelTaskParamsSchema,
    response: { 200: taskModelsSchema },
  }),
  /** One model's state (polled while it is read). */
  model: get('/api/assignment/models/:modelId', {
    params: modelParamsSchema,
    response: { 200: modelCheckSchema },
  }),
  /** What changed between two revisions' models. */
  diff: get('/api/assignment/review/:submissionId/:taskNumber/model-diff', {
    params: modelTaskParamsSchema,
    querystring: diffQuerySchema,
    response: { 200: modelDiffSchema },
  }),
  /** The task's pins on models as BCF 2.1 (application/octet-stream, `.bcfzip`). */
  bcf: get('/api/assignment/review/:submissionId/:taskNumber/review.bcfzip', {
    params: modelTaskParamsSchema,
  }),
};

/** A 3D pin's place: the element, the camera in the model's own coordinates (Z up, metres), and a PNG of the view. */
export const cameraSchema = z.object({
  position: z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]),
  target: z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]),
});
export type Camera = z.infer<typeof cameraSchema>;

export const modelPlaceSchema = z.object({
  globalId: z.string().regex(/^[0-9A-Za-z_$]{22}$/, 'globalId must be an IFC GlobalId (22 characters)'),
  camera: cameraSchema,
  /** `data:image/png;base64,…` (checked by its bytes, at most MODEL_LIMITS.snapshotBytes). */
  snapshot: text(Math.ceil((MODEL_LIMITS.snapshotBytes * 4) / 3) + 64).refine(
    (s) => s.startsWith('data:image/png;base64,'),
    MODEL_TEXT.snapshotNotPng,
  ),
});
export type ModelPlace = z.infer<typeof modelPlaceSchema>;
