import { ASSIGNMENT_LIMITS, assignmentFieldsSchema, type Assignment } from '@atelier/contract/assignments';
import type { TaskAccepts } from '@atelier/contract/reviews';
import type { Control, FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { sentence, type ServerFields } from '../../../components/ui/form';

/** A task as the form holds it: its hints are the lines of one text box. */
export interface TaskDraft {
  code: string;
  instructions: string;
  hints: string;
  /** What the task takes (issue 27) and the least number of files, as the form's inputs hold them. */
  accepts: TaskAccepts;
  minFiles: string;
}

/** The Assignment Manager's form state; the general notes are the lines of one text box. */
export interface AssignmentDraft {
  code: string;
  title: string;
  brief: string;
  type: string;
  evaluation: string;
  allocatedIn: string;
  submissionType: string;
  output: string;
  generalNotes: string;
  tasks: TaskDraft[];
}

export type AssignmentOutput = z.output<typeof assignmentFieldsSchema>;
export type AssignmentControl = Control<AssignmentDraft, unknown, AssignmentOutput>;

export const emptyTask = (): TaskDraft => ({
  code: '',
  instructions: '',
  hints: '',
  accepts: 'images',
  minFiles: String(ASSIGNMENT_LIMITS.minFiles),
});

/** A new assignment starts with one empty task. */
export const emptyAssignmentDraft = (): AssignmentDraft => ({
  code: '',
  title: '',
  brief: '',
  type: '',
  evaluation: '',
  allocatedIn: '',
  submissionType: '',
  output: '',
  generalNotes: '',
  tasks: [emptyTask()],
});

export const assignmentToDraft = (a: Assignment): AssignmentDraft => ({
  code: a.code,
  title: a.title,
  brief: a.brief,
  type: a.type,
  evaluation: a.evaluation,
  allocatedIn: a.allocatedIn,
  submissionType: a.submissionType,
  output: a.output,
  generalNotes: a.generalNotes.join('\n'),
  tasks: a.tasks.map((t) => ({
    code: t.code,
    instructions: t.instructions,
    hints: t.hints.join('\n'),
    accepts: t.accepts,
    minFiles: String(t.minFiles),
  })),
});

const lines = (text: string) => text.split(/\r?\n/);

const draftToFields = (draft: AssignmentDraft) => ({
  ...draft,
  generalNotes: lines(draft.generalNotes),
  tasks: draft.tasks.map((t) => ({
    code: t.code,
    instructions: t.instructions,
    hints: lines(t.hints),
    accepts: t.accepts,
    minFiles: t.minFiles.trim() === '' ? Number.NaN : Number(t.minFiles),
  })),
});

export const FIELD_LABELS = {
  code: 'Code',
  title: 'Title',
  brief: 'Brief',
  type: 'Type',
  evaluation: 'Grading / credits',
  allocatedIn: 'Allocated in',
  submissionType: 'Submission type',
  output: 'Output',
  generalNotes: 'General notes',
} as const;

const TASK_PARTS: Record<string, string> = {
  code: 'code',
  instructions: 'instructions',
  hints: 'hints',
  accepts: 'files',
  minFiles: 'least number of files',
};

/** The form field that holds the value at a body path: a note or a hint is a line of its text box. */
function formPathOf(path: readonly PropertyKey[]): string {
  const keys = path.map(String);
  if (keys[0] === 'generalNotes') return 'generalNotes';
  if (keys[0] === 'tasks' && keys.length >= 3) return keys.slice(0, 3).join('.');
  return keys.join('.');
}

/** The label of the field at `path` ('tasks.1.code' → 'Task 2 code'). */
export function fieldLabel(path: string): string | undefined {
  const [head, i, part] = path.split('.');
  if (head === 'tasks' && i !== undefined && part && TASK_PARTS[part])
    return `Task ${Number(i) + 1} ${TASK_PARTS[part]}`;
  return head ? (FIELD_LABELS as Record<string, string>)[head] : undefined;
}

function problemOf(message: string, path: string): string {
  const label = fieldLabel(path);
  // The contract's 'Task code is required' does not say which task; the label does.
  if (label && / is required$/.test(message)) return `${label} is required.`;
  return sentence(message, label);
}

/** The form's schema: the contract's fields over what the draft sends, each problem on its field. */
export const assignmentFormSchema = z.custom<AssignmentDraft>().transform((draft, ctx): AssignmentOutput => {
  const parsed = assignmentFieldsSchema.safeParse(draftToFields(draft));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path);
    ctx.addIssue({ code: 'custom', path: path.split('.'), message: problemOf(issue.message, path) });
  }
  return z.NEVER;
});

/** The server's refusal of a value ('tasks.0.code: Task code is required'), on the field that holds it. */
export const assignmentServerFields: ServerFields<AssignmentDraft> = (bodyPath) => {
  const path = formPathOf(bodyPath.split('.'));
  const label = fieldLabel(path);
  return label ? { name: path as FieldPath<AssignmentDraft>, label } : undefined;
};

const TEXT_FIELDS = [
  'code',
  'title',
  'brief',
  'type',
  'evaluation',
  'allocatedIn',
  'submissionType',
  'output',
] as const;

/**
 * The multipart form POST /api/assignment/create and PUT /api/assignment/{id} read (spec-2 §7): the
 * text fields, `generalNotes` and `tasks` as JSON text (tasks numbered by their place), and the cover.
 */
export function assignmentFormData(values: AssignmentOutput, cover: File | null): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.append(name, values[name]);
  form.append('generalNotes', JSON.stringify(values.generalNotes));
  form.append(
    'tasks',
    JSON.stringify(
      values.tasks.map((t) => ({
        code: t.code,
        instructions: t.instructions,
        hints: t.hints,
        accepts: t.accepts,
        minFiles: t.minFiles,
      })),
    ),
  );
  if (cover) form.append('image', cover, cover.name);
  return form;
}
