import {
  QUIZ_LIMITS,
  quizBodySchema,
  quizSettingsSchema,
  type Quiz,
  type ReviewOption,
} from '@atelier/contract/quizzes';
import type { Control, FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { sentence, type ServerFields } from '../../../components/ui/form';

/**
 * The builder's state. It is the quiz body but for the options, which are rows ({ text }) so that
 * react-hook-form's field arrays can add and remove them; they are strings again when sent.
 */
export interface OptionDraft {
  text: string;
}

export interface QuestionDraft {
  questionText: string;
  options: OptionDraft[];
  correctAnswer: number;
  explanation: string;
}

export interface QuizDraft {
  title: string;
  description: string;
  coverImage: string;
  /** What the number box holds: a number at first, the typed text after an edit. */
  timeLimit: number | string;
  questions: QuestionDraft[];
  /** Issue 25's settings: the number box's text or number (0 = no limit). */
  attemptsAllowed: number | string;
  reviewAnswers: ReviewOption;
  /** As an `<input type="datetime-local">` holds it, in the browser's time; '' never closes. */
  closesAt: string;
}

/** What the builder sends: the contract's quiz body as the server reads it. */
export type QuizOutput = z.output<typeof quizBodySchema>;
export type BuilderControl = Control<QuizDraft, unknown, QuizOutput>;

/** spec-2 §9: a new question has 4 empty options, the first marked correct. */
export const emptyQuestion = (): QuestionDraft => ({
  questionText: '',
  options: Array.from({ length: QUIZ_LIMITS.newQuestionOptions }, () => ({ text: '' })),
  correctAnswer: 0,
  explanation: '',
});

/** A new quiz: one empty question and the default time limit (spec-2 §9: 10 minutes). */
export const emptyQuizDraft = (): QuizDraft => ({
  title: '',
  description: '',
  coverImage: '',
  timeLimit: QUIZ_LIMITS.timeLimit.default,
  questions: [emptyQuestion()],
  attemptsAllowed: QUIZ_LIMITS.attemptsAllowed.default,
  reviewAnswers: 'after-last',
  closesAt: '',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone ('2026-12-01T17:00'). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant (ISO, UTC); '' is null; what is not a time stays as typed. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

const ATTEMPTS_PROBLEM = `Attempts allowed must be a whole number from ${QUIZ_LIMITS.attemptsAllowed.min} (no limit) to ${QUIZ_LIMITS.attemptsAllowed.max}.`;

/** The number box's value as a number ('' and text stay text, for the schema to refuse). */
const numberOf = (value: number | string) =>
  typeof value === 'number' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value) ? value : Number(value);

/** An existing quiz as builder state (edit mode). */
export const quizToDraft = (quiz: Quiz): QuizDraft => ({
  title: quiz.title,
  description: quiz.description,
  coverImage: quiz.coverImage,
  timeLimit: quiz.timeLimit,
  questions: quiz.questions.map((q) => ({
    questionText: q.questionText,
    options: q.options.map((text) => ({ text })),
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
  })),
  attemptsAllowed: quiz.attemptsAllowed,
  reviewAnswers: quiz.reviewAnswers,
  closesAt: toLocalInput(quiz.closesAt),
});

/** Options are lettered as students see them: A, B, C … */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

const QUIZ_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  coverImage: 'Cover image URL',
  timeLimit: 'Time limit (minutes)',
  attemptsAllowed: 'Attempts allowed',
  reviewAnswers: 'Show correct answers to students',
  closesAt: 'Closes at',
};

/**
 * The label of the builder's field at `path` ('questions.1.options.2.text' → 'Question 2 option C');
 * the inputs carry it as their accessible name and the problems are worded with it.
 */
export function builderFieldLabel(path: string): string | undefined {
  const [head, i, part, j] = path.split('.');
  if (head !== 'questions') return head ? QUIZ_LABELS[head] : undefined;
  const question = `Question ${Number(i) + 1}`;
  switch (part) {
    case 'questionText':
      return `${question} text`;
    case 'options':
      return j === undefined ? `${question} options` : `${question} option ${optionLetter(Number(j))}`;
    case 'correctAnswer':
      return `${question} correct answer`;
    case 'explanation':
      return `${question} explanation`;
    default:
      return undefined;
  }
}

/** A contract message about the field at `path`, as a sentence that names the field. */
function problemOf(message: string, path: string): string {
  const label = builderFieldLabel(path);
  // The contract's 'Option is required' does not say which option; the label does.
  if (label && / is required$/.test(message)) return `${label} is required.`;
  return sentence(message, label);
}

type Path = (string | number)[];

/** The builder field that holds the body's value at `path`: an option is its row's text. */
const formPathOf = (path: readonly PropertyKey[]): Path => {
  const keys = path.map((key) => (typeof key === 'number' ? key : String(key)));
  return keys[0] === 'questions' && keys[2] === 'options' && keys.length === 4 ? [...keys, 'text'] : keys;
};

export const draftToBody = (draft: QuizDraft) => ({
  title: draft.title,
  description: draft.description,
  coverImage: draft.coverImage,
  timeLimit: draft.timeLimit,
  questions: draft.questions.map((q) => ({
    questionText: q.questionText,
    options: q.options.map((option) => option.text),
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
  })),
  attemptsAllowed: numberOf(draft.attemptsAllowed),
  reviewAnswers: draft.reviewAnswers,
  closesAt: fromLocalInput(draft.closesAt),
});

/** A refused value's problem worded under its label; the settings have their own wording. */
const settingProblem = (message: string, joined: string): string =>
  joined === 'attemptsAllowed'
    ? ATTEMPTS_PROBLEM
    : joined === 'closesAt'
      ? `${QUIZ_LABELS.closesAt} must be a date and time.`
      : problemOf(message, joined);

/**
 * The builder's schema: the contract's quizBodySchema over the body the draft sends, each problem
 * put on the field that holds the value and worded under its label.
 */
export const quizFormSchema = z.custom<QuizDraft>().transform((draft, ctx): QuizOutput => {
  const parsed = quizBodySchema.safeParse(draftToBody(draft));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path);
    const joined = path.join('.');
    // An empty cover URL is missing rather than malformed.
    const message =
      joined === 'coverImage' && !draft.coverImage.trim()
        ? `${QUIZ_LABELS.coverImage} is required.`
        : settingProblem(issue.message, joined);
    ctx.addIssue({ code: 'custom', path, message });
  }
  return z.NEVER;
});

/** The server's refusal of a value (`questions.1.options.2: Option is required`), on the field that holds it. */
export const builderServerFields: ServerFields<QuizDraft> = (bodyPath) => {
  const path = formPathOf(bodyPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))).join(
    '.',
  );
  const label = builderFieldLabel(path);
  return label ? { name: path as FieldPath<QuizDraft>, label } : undefined;
};

/** The question a field path is in ('questions.3.explanation' → 3), if any. */
export function questionIndexOf(path: string): number | undefined {
  const match = /^questions\.(\d+)(?:\.|$)/.exec(path);
  return match ? Number(match[1]) : undefined;
}

export interface SettingsOnlyDraft {
  attemptsAllowed: number | string;
  reviewAnswers: ReviewOption;
  closesAt: string;
}

/** The settings form's state from a quiz (the locked view: attempts exist, only these change). */
export const settingsToDraft = (quiz: Quiz): SettingsOnlyDraft => ({
  attemptsAllowed: quiz.attemptsAllowed,
  reviewAnswers: quiz.reviewAnswers,
  closesAt: toLocalInput(quiz.closesAt),
});

/** The settings form's schema: the contract's quizSettingsSchema, problems worded as in the builder. */
export const settingsFormSchema = z
  .custom<SettingsOnlyDraft>()
  .transform((draft, ctx): z.output<typeof quizSettingsSchema> => {
    const parsed = quizSettingsSchema.safeParse({
      attemptsAllowed: numberOf(draft.attemptsAllowed),
      reviewAnswers: draft.reviewAnswers,
      closesAt: fromLocalInput(draft.closesAt),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const joined = path.join('.');
      ctx.addIssue({ code: 'custom', path, message: settingProblem(issue.message, joined) });
    }
    return z.NEVER;
  });
