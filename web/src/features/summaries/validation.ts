import { summaryBodySchema, type Summary } from '@atelier/contract/summaries';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { sentence, type ServerFields } from '../../components/ui/form';

type SummaryOutput = z.output<typeof summaryBodySchema>;

/** The form's state: every field a string, the sections a list. */
export type SummaryFormValues = {
  sessionTitle: string;
  sessionDate: string;
  coverImage: string;
  recordingLink: string;
  tag: string;
  summaryText: SummarySectionValues[];
};
export type SummarySectionValues = { heading: string; description: string };

export const emptySection = (): SummarySectionValues => ({ heading: '', description: '' });

export const emptySummary = (): SummaryFormValues => ({
  sessionTitle: '',
  sessionDate: '',
  coverImage: '',
  recordingLink: '',
  tag: '',
  summaryText: [emptySection()],
});

export const summaryValues = (summary: Summary): SummaryFormValues => ({
  sessionTitle: summary.sessionTitle,
  sessionDate: summary.sessionDate,
  coverImage: summary.coverImage,
  recordingLink: summary.recordingLink,
  tag: summary.tag,
  summaryText: summary.summaryText.map((s) => ({ heading: s.heading, description: s.description })),
});

const TOP_LABELS: Record<string, string> = {
  sessionTitle: 'Session title',
  sessionDate: 'Session date',
  coverImage: 'Cover image URL',
  recordingLink: 'Recording link',
  tag: 'Tag',
};

/** The label of the field at `path` ('summaryText.0.heading' → 'Section 1 heading'); a list has none. */
export function summaryFieldLabel(path: string): string | undefined {
  const [head, index, part] = path.split('.');
  if (head === 'summaryText')
    return part === 'heading' || part === 'description' ? `Section ${Number(index) + 1} ${part}` : undefined;
  return head ? TOP_LABELS[head] : undefined;
}

function problemOf(message: string, path: string, value: unknown): string {
  const label = summaryFieldLabel(path);
  // An empty date is missing, whatever the date rule says about its form.
  const blank = typeof value === 'string' && value.trim() === '';
  if (label && (/ is required$/.test(message) || blank)) return `${label} is required.`;
  return sentence(message, label);
}

function valueAt(values: unknown, path: (string | number)[]): unknown {
  let node = values;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/**
 * The summary form's schema: the contract's summaryBodySchema (spec-2 §5: title, date, tag,
 * recording link and each section's heading and description required), worded for the form.
 */
export const summaryFormSchema = z.any().transform((value, ctx) => {
  const result = summaryBodySchema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    ctx.addIssue({
      code: 'custom',
      path,
      message: problemOf(issue.message, path.join('.'), valueAt(value, path)),
    });
  }
  return z.NEVER;
}) as unknown as z.ZodType<SummaryOutput, SummaryFormValues>;

/** The server's refusal of a value, put on the field that holds it. */
export const summaryServerFields: ServerFields<SummaryFormValues> = (path) => {
  const label = summaryFieldLabel(path);
  return label ? { name: path as FieldPath<SummaryFormValues>, label } : undefined;
};
