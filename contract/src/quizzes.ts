import { z } from 'zod';
import { httpUrl, idSchema, messageSchema, requiredText, text } from './common';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';

export const QUIZ_LIMITS = {
  title: 200,
  description: 2000,
  questionText: 1000,
  option: 300,
  explanation: 2000,
  questions: { min: 1, max: 100 },
  options: { min: 2, max: 10 },
  /** A new question in the builder starts with this many options, the first marked correct (spec-2 §9). */
  newQuestionOptions: 4,
  /** Minutes (spec-2 §9: 10 by default). */
  timeLimit: { min: 1, max: 300, default: 10 },
  /** A submit this long after the deadline still counts what was autosaved before it. */
  graceSeconds: 30,
  /** Characters of the description a quiz card shows (spec-1 §9). */
  cardDescription: 80,
  /** Characters of a question's label in the attempt's question list (spec-2 §9). */
  questionLabel: 30,
  /** Submitted attempts a student may make (issue 25): 0 means no limit; 1 by default. */
  attemptsAllowed: { min: 0, max: 20, default: 1 },
} as const;

/**
 * When a student's review shows the correct answers and explanations (issue 25, like Moodle's
 * review options). Until then the server does not send them: the student sees their own choices,
 * the score and pass or fail.
 */
export const REVIEW_OPTIONS = ['after-each', 'after-last', 'after-close', 'never'] as const;
export type ReviewOption = (typeof REVIEW_OPTIONS)[number];
export const reviewOptionSchema = z.enum(REVIEW_OPTIONS, {
  error: `must be one of ${REVIEW_OPTIONS.join(', ')}`,
});
export const REVIEW_OPTION_LABELS: Record<ReviewOption, string> = {
  'after-each': 'After each attempt',
  'after-last': 'After the last attempt',
  'after-close': 'After the quiz closes',
  never: 'Never',
};

/** What a student's review says while the correct answers are withheld. */
export const REVIEW_WITHHELD_TEXT: Record<ReviewOption, string> = {
  'after-each': 'The correct answers are shown once the attempt is submitted.',
  'after-last': 'The correct answers and explanations are shown after your last attempt.',
  'after-close': 'The correct answers and explanations are shown after the quiz closes.',
  never: 'The correct answers of this quiz are not shown.',
};

/** spec-2 §9: pass from 60 percent; medium up to 84, high from 85. */
export const QUIZ_BANDS = { pass: 60, high: 85 } as const;
export type QuizBand = 'low' | 'medium' | 'high';
export function bandOf(percent: number): QuizBand {
  if (percent >= QUIZ_BANDS.high) return 'high';
  return percent >= QUIZ_BANDS.pass ? 'medium' : 'low';
}
export const passed = (percent: number) => percent >= QUIZ_BANDS.pass;
/** A whole percent (what the result page shows), never over 100. */
export const percentOf = (score: number, total: number) =>
  total === 0 ? 0 : Math.min(100, Math.round((score / total) * 100));

/** The spec's exact strings (spec-2 §2, §8). */
export const QUIZ_MESSAGES = {
  published: 'Quiz published successfully!',
  publishFailed: 'Failed to publish quiz.',
  submitFailed: 'Error submitting quiz',
  passed: 'You Passed!',
  failed: 'You Failed!',
  startQuiz: 'Start Quiz',
  submitQuiz: 'Submit Quiz',
} as const;

/** Our own wording where the spec names none. */
export const QUIZ_TEXT = {
  notFound: 'Quiz not found',
  notOpen: 'This quiz is not open for attempts at the moment.',
  startFirst: 'Start the quiz first.',
  timeUp: 'The time for this attempt is up: the answers saved before the deadline count.',
  attempted:
    'Students have attempted this quiz, so its questions can no longer change. Unpublish it and publish a copy instead.',
  guest: 'Sign in as a student to take a quiz.',
  notYours: 'You may only submit your own attempt.',
  tooManyAnswers: 'There are more answers than questions.',
  optionOutOfRange: (question: number) => `The answer to question ${question} is not one of its options.`,
  correctOutOfRange: 'The correct answer must be one of the options.',
  attemptNotFound: 'Attempt not found',
  deleted: 'Quiz deleted',
  updated: 'Quiz updated',
  unpublished: 'Quiz unpublished',
  republished: 'Quiz published',
  saved: 'Answers saved',
  closed: 'This quiz is closed: no new attempt can start.',
  settingsSaved: 'Quiz settings saved',
  attemptsUsed: (allowed: number) =>
    `You have used your ${allowed === 1 ? 'attempt' : `${allowed} attempts`} at this quiz.`,
} as const;

/**
 * The quiz routes' refusals (contract/src/errors.ts). Clients compare the code: a 409 on autosave
 * or submit is `timeUp` (the deadline passed: what was saved counts) or `startFirst` (no attempt
 * open: never started, or already submitted); a 409 on start is `closed` or `attemptsUsed`.
 */
export const QUIZ_ERRORS = defineErrors('quizzes', {
  notFound: { status: 404, message: QUIZ_TEXT.notFound },
  attemptNotFound: { status: 404, message: QUIZ_TEXT.attemptNotFound },
  /** Unpublished: a student may not see or start it. */
  notOpen: { status: 403, message: QUIZ_TEXT.notOpen },
  guest: { status: 403, message: QUIZ_TEXT.guest },
  notYours: { status: 403, message: QUIZ_TEXT.notYours },
  startFirst: { status: 409, message: QUIZ_TEXT.startFirst },
  timeUp: { status: 409, message: QUIZ_TEXT.timeUp },
  /** Past its close time: no new attempt starts. */
  closed: { status: 409, message: QUIZ_TEXT.closed },
  /** The message carries the limit: `fail(QUIZ_ERRORS.attemptsUsed, QUIZ_TEXT.attemptsUsed(n))`. */
  attemptsUsed: { status: 409, message: QUIZ_TEXT.attemptsUsed(1) },
  /** Students have attempted it: its questions may no longer change. */
  attempted: { status: 409, message: QUIZ_TEXT.attempted },
  tooManyAnswers: { status: 400, message: QUIZ_TEXT.tooManyAnswers },
  /** The message names the question: `fail(QUIZ_ERRORS.optionOutOfRange, QUIZ_TEXT.optionOutOfRange(n))`. */
  optionOutOfRange: { status: 400, message: QUIZ_TEXT.optionOutOfRange(1) },
});

const questionSchema = z.object({
  questionText: requiredText(QUIZ_LIMITS.questionText, 'Question text'),
  options: z
    .array(requiredText(QUIZ_LIMITS.option, 'Option'))
    .min(QUIZ_LIMITS.options.min, `A question needs at least ${QUIZ_LIMITS.options.min} options`)
    .max(QUIZ_LIMITS.options.max, `A question has at most ${QUIZ_LIMITS.options.max} options`),
  correctAnswer: z.number().int('must be a whole number').min(0, QUIZ_TEXT.correctOutOfRange),
  explanation: text(QUIZ_LIMITS.explanation).optional().default(''),
});

/** The attempt settings (issue 25): on create and update, and alone on PUT /api/quiz/{quizId}/settings. */
const quizSettingsShape = {
  attemptsAllowed: z
    .number()
    .int('must be a whole number')
    .min(QUIZ_LIMITS.attemptsAllowed.min, 'must be 0 (no limit) or more')
    .max(QUIZ_LIMITS.attemptsAllowed.max, `must be at most ${QUIZ_LIMITS.attemptsAllowed.max}`)
    .default(QUIZ_LIMITS.attemptsAllowed.default),
  reviewAnswers: reviewOptionSchema.default('after-last'),
  /**
   * No attempt starts from then on (one already open keeps its own deadline). Null: never
   * closes. A time already past is allowed: it closes the quiz at once.
   */
  closesAt: z.iso
    .datetime({ offset: true, message: 'must be a date and time such as 2026-12-01T17:00:00Z' })
    .nullable()
    .default(null),
};
export const quizSettingsSchema = z.object(quizSettingsShape);
export type QuizSettings = z.input<typeof quizSettingsSchema>;

/** POST /api/quiz/create and PUT /api/quiz/{quizId} (admin). */
export const quizBodySchema = z
  .object({
    title: requiredText(QUIZ_LIMITS.title, 'Title'),
    description: text(QUIZ_LIMITS.description).optional().default(''),
    coverImage: httpUrl,
    timeLimit: z.coerce
      .number()
      .int('must be a whole number of minutes')
      .min(QUIZ_LIMITS.timeLimit.min, `must be at least ${QUIZ_LIMITS.timeLimit.min} minute`)
      .max(QUIZ_LIMITS.timeLimit.max, `must be at most ${QUIZ_LIMITS.timeLimit.max} minutes`)
      .default(QUIZ_LIMITS.timeLimit.default),
    questions: z
      .array(questionSchema)
      .min(QUIZ_LIMITS.questions.min, 'Add at least one question')
      .max(QUIZ_LIMITS.questions.max, `A quiz has at most ${QUIZ_LIMITS.questions.max} questions`),
    ...quizSettingsShape,
  })
  .superRefine((quiz, ctx) => {
    quiz.questions.forEach((q, i) => {
      if (q.correctAnswer >= q.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'correctAnswer'],
          message: QUIZ_TEXT.correctOutOfRange,
        });
      }
    });
  });
export type QuizBody = z.input<typeof quizBodySchema>;

export const quizIdParamsSchema = z.object({ quizId: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });
export const attemptIdParamsSchema = z.object({ attemptId: idSchema });

/** A question as a student sees it: never its answer or explanation. */
export const publicQuestionSchema = z.strictObject({
  questionText: z.string(),
  options: z.array(z.string()),
});

/** The whole quiz, answers included: admins only (the builder's edit mode, the results page). */
export const quizSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  timeLimit: z.number().int(),
  published: z.boolean(),
  questions: z.array(
    z.object({
      questionText: z.string(),
      options: z.array(z.string()),
      correctAnswer: z.number().int(),
      explanation: z.string(),
    }),
  ),
  /** Attempts started so far (open or submitted): while there are none the quiz may still be edited. */
  attemptCount: z.number().int(),
  attemptsAllowed: z.number().int(),
  reviewAnswers: reviewOptionSchema,
  closesAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Quiz = z.infer<typeof quizSchema>;

/** What a student may still do with a quiz (issue 25), on its card and start page. */
const attemptAllowanceShape = {
  /** 0: no limit. */
  attemptsAllowed: z.number().int(),
  /** The caller's attempts so far, open or submitted. */
  attemptsUsed: z.number().int(),
  /** Null when there is no limit. */
  attemptsLeft: z.number().int().nullable(),
  closesAt: z.string().nullable(),
  /** Past its close time: no attempt starts (an open one may still be finished). */
  closed: z.boolean(),
};

/** GET /api/quiz: a card. Strict, so an answer can never slip into a student's list. */
export const quizCardSchema = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  timeLimit: z.number().int(),
  questionCount: z.number().int(),
  published: z.boolean(),
  /** How many students have submitted it (the spec's random 'Enrolled' placeholder, made real). */
  studentsAttempted: z.number().int(),
  /** The caller's latest submitted score in percent, or null before their first attempt. */
  accuracy: z.number().nullable(),
  /** Share of the questions the caller answered in their latest attempt, capped at 100. */
  completionRate: z.number().min(0).max(100),
  /** The caller has an attempt open (a Resume button rather than Start). */
  inProgress: z.boolean(),
  ...attemptAllowanceShape,
});
export type QuizCard = z.infer<typeof quizCardSchema>;
export const quizCardListSchema = z.array(quizCardSchema);

/** GET /api/quiz/{quizId}: what the start page shows, without answers. */
export const quizForStudentSchema = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  timeLimit: z.number().int(),
  questionCount: z.number().int(),
  questions: z.array(publicQuestionSchema),
  ...attemptAllowanceShape,
  /** The caller has an attempt open (it may be resumed whatever the limit or close time). */
  inProgress: z.boolean(),
});
export type QuizForStudent = z.infer<typeof quizForStudentSchema>;

/** A chosen option per question; null where none was chosen. */
export const answersSchema = z
  .array(z.number().int('must be a whole number').min(0).nullable())
  .max(QUIZ_LIMITS.questions.max, QUIZ_TEXT.tooManyAnswers);

/** POST /api/quiz/{quizId}/start: the open attempt, on the server's clock. */
export const openAttemptSchema = z.strictObject({
  attemptId: z.string(),
  quizId: z.string(),
  title: z.string(),
  questions: z.array(publicQuestionSchema),
  answers: z.array(z.number().int().nullable()),
  startedAt: z.string(),
  deadline: z.string(),
  remainingSeconds: z.number().int().min(0),
});
export type OpenAttempt = z.infer<typeof openAttemptSchema>;

/** PUT /api/quiz/{quizId}/attempt: autosave. */
export const autosaveBodySchema = z.object({ answers: answersSchema });
export const autosaveResultSchema = z.object({
  savedAt: z.string(),
  remainingSeconds: z.number().int().min(0),
});
export type AutosaveResult = z.infer<typeof autosaveResultSchema>;

/** POST /api/quiz/submit/{quizId}: as the spec names it; the score is the server's. */
export const submitBodySchema = z.object({
  answers: answersSchema,
  userId: z.string().max(100),
});

/**
 * A question of a review. `correctAnswer`, `explanation` and `correct` are only sent when the
 * quiz's review option allows it at that moment (always to admins); otherwise they are absent.
 */
export const reviewItemSchema = z.object({
  questionText: z.string(),
  options: z.array(z.string()),
  chosen: z.number().int().nullable(),
  correctAnswer: z.number().int().optional(),
  explanation: z.string().optional(),
  correct: z.boolean().optional(),
});

/** A submitted attempt, `quizId` populated as the spec says. */
export const attemptSchema = z.object({
  _id: z.string(),
  quizId: z.object({ _id: z.string(), title: z.string(), coverImage: z.string() }).nullable(),
  userId: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  answers: z.array(z.number().int().nullable()),
  startedAt: z.string(),
  submittedAt: z.string(),
  /** True when the server closed it at the deadline. */
  timedOut: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;
export const attemptListSchema = z.array(attemptSchema);

/** GET /api/quiz/attempts/{attemptId} and the submit's answer: the attempt and its review. */
export const attemptReviewSchema = attemptSchema.extend({
  review: z.array(reviewItemSchema),
  /** Whether the correct answers and explanations are in `review` (see `reviewAnswers`). */
  answersShown: z.boolean(),
  reviewAnswers: reviewOptionSchema,
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;

/** POST /api/quiz/{quizId}/publish (admin): publish or unpublish. */
export const publishBodySchema = z.object({ published: z.boolean() });

/** GET /api/quiz/{quizId}/results (admin). */
export const quizResultsSchema = z.object({
  quiz: z.object({ _id: z.string(), title: z.string(), questionCount: z.number().int() }),
  attemptCount: z.number().int(),
  /** Percent of attempts at or over the pass mark. */
  passRate: z.number(),
  averagePercent: z.number(),
  attempts: z.array(
    z.object({
      _id: z.string(),
      user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
      score: z.number().int(),
      total: z.number().int(),
      percent: z.number().int(),
      submittedAt: z.string(),
      timedOut: z.boolean(),
    }),
  ),
  questions: z.array(
    z.object({
      questionText: z.string(),
      options: z.array(z.string()),
      correctAnswer: z.number().int(),
      /** How many attempts chose each option. */
      chosen: z.array(z.number().int()),
      unanswered: z.number().int(),
      /** Percent of attempts that answered it correctly. */
      correctShare: z.number(),
    }),
  ),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;

/** The results file's name: the title in ASCII letters and digits (a header-safe file name). */
export function quizResultsFileName(title: string): string {
  const name =
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'quiz';
  return `${name}-results.csv`;
}

export const QUIZ_CSV_COLUMNS = [
  'Name',
  'Email',
  'Score',
  'Total',
  'Percent',
  'Submitted at',
  'Timed out',
] as const;

const quizId = { params: quizIdParamsSchema };
const done = { 200: messageSchema };

/** Quizzes (spec-2 §7 Quizzes and issue 13), in the app's /api scope. */
export const QUIZ_API = {
  // for everyone in the course area
  cards: get('/api/quiz', { response: { 200: quizCardListSchema } }),
  show: get('/api/quiz/:quizId', { ...quizId, response: { 200: quizForStudentSchema } }),
  attemptsOf: get('/api/quiz/attempts/user/:userId', {
    params: userIdParamsSchema,
    response: { 200: attemptListSchema },
  }),
  review: get('/api/quiz/attempts/:attemptId', {
    params: attemptIdParamsSchema,
    response: { 200: attemptReviewSchema },
  }),
  // the student's attempt
  start: post('/api/quiz/:quizId/start', {
    ...quizId,
    response: { 200: openAttemptSchema, 201: openAttemptSchema },
  }),
  autosave: put('/api/quiz/:quizId/attempt', {
    ...quizId,
    body: autosaveBodySchema,
    response: { 200: autosaveResultSchema },
  }),
  submit: post('/api/quiz/submit/:quizId', {
    ...quizId,
    body: submitBodySchema,
    response: { 200: attemptReviewSchema },
  }),
  // the builder and results (admins)
  create: post('/api/quiz/create', {
    body: quizBodySchema,
    response: { 201: messageSchema.extend({ quiz: quizSchema }) },
  }),
  full: get('/api/quiz/:quizId/full', { ...quizId, response: { 200: quizSchema } }),
  update: put('/api/quiz/:quizId', { ...quizId, body: quizBodySchema, response: done }),
  saveSettings: put('/api/quiz/:quizId/settings', { ...quizId, body: quizSettingsSchema, response: done }),
  publish: post('/api/quiz/:quizId/publish', { ...quizId, body: publishBodySchema, response: done }),
  remove: del('/api/quiz/:quizId', { ...quizId, response: done }),
  results: get('/api/quiz/:quizId/results', { ...quizId, response: { 200: quizResultsSchema } }),
  /** The results as a CSV file (QUIZ_CSV_COLUMNS). */
  resultsCsv: get('/api/quiz/:quizId/results.csv', quizId),
};
