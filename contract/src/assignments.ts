import { z } from 'zod';
import { idSchema, messageSchema, requiredText, text } from './common';
import { get, patch, post, put } from './endpoints';
import { defineErrors } from './errors';
import { taskIdsSchema } from './models';
import { REVIEW_LIMITS, TASK_ACCEPTS, type TaskAccepts } from './reviews';
import { jsonPart } from './uploads';

/**
 * smartLABS assignments (spec-2 §Admin assignment manager, §smartLABS assignment list, §Assignment
 * overview, §Task list, §Task page, §3 Assignment and submission, §4, §5, §7 Assignments, §8, §9).
 */

export const ASSIGNMENT_LIMITS = {
  /** Spec-2 §9: at least five files a task; the total shown when an assignment gives none. */
  minFiles: 5,
  maxFiles: 20,
  defaultTotalTasks: 6,
  maxTasks: 50,
  hints: 20,
  generalNotes: 50,
  /** Bytes of one submitted image, and of the cover. */
  imageBytes: 10 * 1024 * 1024,
  code: 40,
  title: 200,
  brief: 5000,
  field: 500,
  instructions: 5000,
  hint: 1000,
  note: 1000,
  feedback: 2000,
} as const;

/** The spec's own words (spec-2 §5, §8). */
export const ASSIGNMENT_MESSAGES = {
  created: 'Assignment Created!',
  createFailed: 'Error creating assignment',
  needFiles: 'Upload at least 5 images and also upload them on onedrive to submit!',
  noSubmission: 'Submission ID is missing. Please start the assignment first.',
  missingIds: 'User ID or assignment ID is missing.',
  submitted: 'Task submitted successfully!',
  submitFailed: 'Error submitting task: ',
} as const;

const FILE_NOUNS: Record<TaskAccepts, [string, string]> = {
  images: ['image', 'images'],
  pdf: ['PDF', 'PDFs'],
  both: ['file', 'files'],
  model: ['IFC model', 'IFC models'],
};

/** The spec's sentence for a task that asks for its own number or kind of files (its own words for the default). */
export function needFilesText(minFiles: number, accepts: TaskAccepts): string {
  if (minFiles === ASSIGNMENT_LIMITS.minFiles && accepts === 'images') return ASSIGNMENT_MESSAGES.needFiles;
  const noun = FILE_NOUNS[accepts][minFiles === 1 ? 0 : 1];
  return `Upload at least ${minFiles} ${noun} and also upload them on onedrive to submit!`;
}

/** Our words beside them. */
export const ASSIGNMENT_TEXT = {
  codeTaken: 'An assignment with this code already exists.',
  notFound: 'This assignment does not exist.',
  submissionNotFound: 'This submission does not exist.',
  notYourSubmission: 'This submission is not yours.',
  locked: 'This assignment is locked. Ask your mentor to unlock it.',
  taskNotFound: 'This assignment has no such task.',
  taskInOrder: (previous: number) => `Finish task ${previous} first: tasks are done in order.`,
  taskDone: 'This task is already complete.',
  notImage: 'Every file must be an image (JPEG, PNG, WebP or GIF).',
  notPdf: 'Every file must be a PDF.',
  imageBroken: 'One of the images could not be read: export it again and send the new file.',
  sheetsTooLarge: `Each PDF may be at most ${REVIEW_LIMITS.pdfBytes / 1024 / 1024} MB and each image ${ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB.`,
  notImageOrPdf: 'Every file must be an image (JPEG, PNG, WebP or GIF) or a PDF.',
  imageTooLarge: `Each image may be at most ${ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB.`,
  tooManyFiles: `Send at most ${ASSIGNMENT_LIMITS.maxFiles} files for one task.`,
  emptyFile: 'One of the files is empty.',
  badTasks: 'The tasks could not be read.',
  updated: 'Assignment updated',
  lockedNow: 'Assignment locked',
  unlockedNow: 'Assignment unlocked',
  started: 'Assignment started',
  reviewNotComplete: 'Only a submitted task can be reviewed.',
  accepted: 'Task accepted',
  changesRequested: 'Changes requested: the task is open again for the member.',
  needComment: 'Say what should change.',
  // The web's wording (the spec names none of these).
  managerLead: 'Create assignments made of tasks, lock or unlock them, and review what members submit.',
  editLead: 'Change the assignment; members keep what they have submitted.',
  createButton: 'Create Assignment',
  saveButton: 'Save changes',
  updateFailed: 'Error updating assignment',
  listLoadFailed: 'Could not load the assignments. Please try again.',
  loadFailed: 'Could not load this assignment. Please try again.',
  noAssignments: 'No assignments yet: the first one you create appears here.',
  lockFailed: 'Could not change the lock. Please try again.',
  coverHint: `Optional: a JPEG, PNG, WebP or GIF image of at most ${ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB.`,
  keepCoverHint: 'Choose an image to replace the cover; without one the cover stays.',
  notesHint: 'One note per line.',
  hintsHint: 'Optional: one hint per line.',
  noSubmissions: 'No member has started this assignment yet.',
  reviewFailed: 'Could not save the review. Please try again.',
  memberListLead: 'Work through each assignment task by task: a task opens once the one before it is done.',
  noMemberAssignments: 'No assignments are open yet. Check back soon.',
  startFailed: 'Could not start the assignment. Please try again.',
  lockedNotice: 'This assignment is locked: it cannot be started or submitted until a mentor unlocks it.',
  pickImages: (min: number) => `Choose at least ${min} images of your work.`,
  chosenCount: (n: number, min: number) =>
    `${n} ${n === 1 ? 'image' : 'images'} chosen${n < min ? ` (at least ${min})` : ''}`,
  fileNotImage: (name: string) => `${name} is not an image.`,
  fileTooLarge: (name: string) => `${name} is larger than ${ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB.`,
  serverError: 'Server error',
} as const;

/** The refusals of assignments, by code (their files' own refusals are `uploads.*`). */
export const ASSIGNMENT_ERRORS = defineErrors('assignments', {
  notFound: { status: 404, message: ASSIGNMENT_TEXT.notFound },
  codeTaken: { status: 409, message: ASSIGNMENT_TEXT.codeTaken },
  submissionNotFound: { status: 404, message: ASSIGNMENT_TEXT.submissionNotFound },
  /** Submitting or loading before the assignment was started (the spec's client then starts it). */
  noSubmission: { status: 404, message: ASSIGNMENT_MESSAGES.noSubmission },
  notYourSubmission: { status: 403, message: ASSIGNMENT_TEXT.notYourSubmission },
  locked: { status: 403, message: ASSIGNMENT_TEXT.locked },
  taskNotFound: { status: 404, message: ASSIGNMENT_TEXT.taskNotFound },
  /** Sent with the number of the task to finish first (`ASSIGNMENT_TEXT.taskInOrder`). */
  taskInOrder: { status: 409, message: 'Finish the task before this one first: tasks are done in order.' },
  taskDone: { status: 409, message: ASSIGNMENT_TEXT.taskDone },
  /** Fewer than five images, or the OneDrive box not ticked. */
  needFiles: { status: 400, message: ASSIGNMENT_MESSAGES.needFiles },
  reviewNotComplete: { status: 409, message: ASSIGNMENT_TEXT.reviewNotComplete },
});

export const taskSchema = z.object({
  taskNumber: z.number().int().min(1),
  code: z.string(),
  instructions: z.string(),
  hints: z.array(z.string()),
  /** What the task takes (issue 27); tasks written before say nothing: images. */
  accepts: z.enum(TASK_ACCEPTS).default('images'),
  minFiles: z.number().int().default(ASSIGNMENT_LIMITS.minFiles),
  /** The IDS a model task is checked against (issue 28; attached by `MODEL_API.attachIds`), or null. */
  ids: taskIdsSchema.nullable().default(null),
});
export type AssignmentTask = z.infer<typeof taskSchema>;

/** A task as the admin writes it; its number is its place in the list. */
export const taskInputSchema = z.object({
  code: requiredText(ASSIGNMENT_LIMITS.code, 'Task code'),
  instructions: requiredText(ASSIGNMENT_LIMITS.instructions, 'Instructions'),
  hints: z
    .array(text(ASSIGNMENT_LIMITS.hint))
    .max(ASSIGNMENT_LIMITS.hints)
    .default([])
    .transform((hints) => hints.filter((h) => h.length > 0)),
  accepts: z.enum(TASK_ACCEPTS, { message: 'accepts must be images, pdf, both or model' }).default('images'),
  minFiles: z
    .number()
    .int()
    .min(1, 'A task needs at least one file')
    .max(ASSIGNMENT_LIMITS.maxFiles, `A task takes at most ${ASSIGNMENT_LIMITS.maxFiles} files`)
    .default(ASSIGNMENT_LIMITS.minFiles),
});
export type AssignmentTaskInput = z.input<typeof taskInputSchema>;

/**
 * The form's text fields (multipart: `generalNotes` and `tasks` arrive as JSON text, spec-2 §7);
 * the cover is an optional file part named `image`, checked by its bytes.
 */
export const assignmentFieldsSchema = z.object({
  code: requiredText(ASSIGNMENT_LIMITS.code, 'Code'),
  title: requiredText(ASSIGNMENT_LIMITS.title, 'Title'),
  brief: requiredText(ASSIGNMENT_LIMITS.brief, 'Brief'),
  type: text(ASSIGNMENT_LIMITS.field).default(''),
  evaluation: text(ASSIGNMENT_LIMITS.field).default(''),
  allocatedIn: text(ASSIGNMENT_LIMITS.field).default(''),
  submissionType: text(ASSIGNMENT_LIMITS.field).default(''),
  output: text(ASSIGNMENT_LIMITS.field).default(''),
  generalNotes: z
    .array(text(ASSIGNMENT_LIMITS.note))
    .max(ASSIGNMENT_LIMITS.generalNotes)
    .default([])
    .transform((notes) => notes.filter((n) => n.length > 0)),
  tasks: z.array(taskInputSchema).min(1, 'Add at least one task').max(ASSIGNMENT_LIMITS.maxTasks),
});
export type AssignmentFields = z.input<typeof assignmentFieldsSchema>;

/** The text parts of the create and edit forms: the fields, with `generalNotes` and `tasks` as JSON text. */
export const assignmentFormSchema = assignmentFieldsSchema.extend({
  generalNotes: jsonPart(assignmentFieldsSchema.shape.generalNotes, 'generalNotes must be a JSON list.'),
  tasks: jsonPart(assignmentFieldsSchema.shape.tasks, ASSIGNMENT_TEXT.badTasks),
});

/**
 * The text parts of a task's submission (its images are the file parts `files`): the member confirms
 * the images are on OneDrive; `userId`, when sent, must be the caller (checked by the server).
 */
export const submitFormSchema = z.object({
  uploadToDrive: z.string().max(10).optional(),
  userId: z.string().max(100).optional(),
  /** A model task (issue 28): the checked model to submit (`MODEL_API.upload`), sent instead of files. */
  modelId: idSchema.optional(),
});

export const assignmentSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  brief: z.string(),
  type: z.string(),
  evaluation: z.string(),
  allocatedIn: z.string(),
  submissionType: z.string(),
  output: z.string(),
  generalNotes: z.array(z.string()),
  /** A signed link to the cover, or null. */
  image: z.string().nullable(),
  isLocked: z.boolean(),
  tasks: z.array(taskSchema),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.array(assignmentSchema);

/** A member's list: each assignment with its task count and the caller's progress. */
export const memberAssignmentSchema = assignmentSchema.extend({
  totalTasks: z.number().int(),
  completedTasks: z.number().int(),
  started: z.boolean(),
});
export type MemberAssignment = z.infer<typeof memberAssignmentSchema>;
export const memberAssignmentListSchema = z.array(memberAssignmentSchema);

export const REVIEW_STATUSES = ['accepted', 'changes_requested'] as const;
export const TASK_STATUSES = ['open', 'submitted', 'accepted', 'changes_requested'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const submittedFileSchema = z.object({ url: z.string(), bytes: z.number().int() });
export type SubmittedFile = z.infer<typeof submittedFileSchema>;

/** One task of a submission: complete when submitted or accepted; changes requested reopens it. */
export const taskProgressSchema = z.object({
  taskNumber: z.number().int(),
  isComplete: z.boolean(),
  status: z.enum(TASK_STATUSES),
  uploadedToDrive: z.boolean(),
  submittedAt: z.string().nullable(),
  files: z.array(submittedFileSchema),
  feedback: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

export const submissionSchema = z.object({
  _id: z.string(),
  assignmentId: z.string(),
  userId: z.string(),
  tasks: z.array(taskSchema),
  taskProgress: z.array(taskProgressSchema),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** The admin's view of one assignment: every member who started it, with their progress and files. */
export const submissionsOverviewSchema = z.object({
  assignment: assignmentSchema,
  submissions: z.array(
    submissionSchema.extend({
      member: z.object({ _id: z.string(), name: z.string(), email: z.string(), avatar: z.string() }),
    }),
  ),
});
export type SubmissionsOverview = z.infer<typeof submissionsOverviewSchema>;

export const idParamsSchema = z.object({ id: idSchema });
export const submitParamsSchema = z.object({
  submissionId: idSchema,
  taskNumber: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMITS.maxTasks),
});
/** The spec's client sends `?userId=`: when given it must be the caller's own. */
export const userQuerySchema = z.object({ userId: idSchema.optional() });
export const startBodySchema = z.object({ userId: idSchema.optional() }).nullish();

export const reviewBodySchema = z
  .object({
    status: z.enum(REVIEW_STATUSES),
    comment: text(ASSIGNMENT_LIMITS.feedback).default(''),
    /** Accepting with pins still open: the note they are resolved with (else the accept is refused). */
    closeOpenPins: text(REVIEW_LIMITS.comment).optional(),
  })
  .refine((b) => b.status === 'accepted' || b.comment.length > 0, {
    message: ASSIGNMENT_TEXT.needComment,
    path: ['comment'],
  });
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const createdResponseSchema = z.object({ message: z.string(), assignment: assignmentSchema });
export const toggleResponseSchema = z.object({ message: z.string(), isLocked: z.boolean() });
export const submitResponseSchema = z.object({
  message: z.string(),
  msg: z.string(),
  submission: submissionSchema,
});

const byId = { params: idParamsSchema };

/**
 * Assignments, in the app's /api scope. The create, update and submit routes read multipart
 * forms: their parts are declared by each route's `config.form`, not here.
 */
export const ASSIGNMENT_API = {
  // Admin: the Assignment Manager (spec-2 §Admin assignment manager)
  all: get('/api/assignment/all', { response: { 200: assignmentListSchema } }),
  toggleLock: patch('/api/assignment/toggle-lock/:id', { ...byId, response: { 200: toggleResponseSchema } }),
  submissions: get('/api/assignment/:id/submissions', {
    ...byId,
    response: { 200: submissionsOverviewSchema },
  }),
  review: post('/api/assignment/review/:submissionId/:taskNumber', {
    params: submitParamsSchema,
    body: reviewBodySchema,
    response: { 200: messageSchema },
  }),
  create: post('/api/assignment/create', { response: { 201: createdResponseSchema } }),
  update: put('/api/assignment/:id', { ...byId, response: { 200: createdResponseSchema } }),
  // Members: list, overview, start, submission (spec-2 §7 Assignments)
  memberAll: get('/api/smartlabs/assignment/all', {
    querystring: userQuerySchema,
    response: { 200: memberAssignmentListSchema },
  }),
  overview: get('/api/smartlabs/assignment/:id/overview', { ...byId, response: { 200: assignmentSchema } }),
  start: post('/api/smartlabs/assignment/start/:id', {
    ...byId,
    body: startBodySchema,
    response: { 200: submissionSchema },
  }),
  submission: get('/api/smartlabs/assignment/submission/:id', {
    ...byId,
    querystring: userQuerySchema,
    response: { 200: submissionSchema },
  }),
  submit: post('/api/smartlabs/assignment/submit/:submissionId/:taskNumber', {
    params: submitParamsSchema,
    response: { 201: submitResponseSchema },
  }),
};
