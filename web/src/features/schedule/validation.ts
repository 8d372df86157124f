import { scheduleBodySchema, type ScheduleBody, type ScheduleEntry } from '@atelier/contract/schedule';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { sentence, type ServerFields } from '../../components/ui/form';

type ScheduleOutput = z.output<typeof scheduleBodySchema>;

/** The form's state: every field a string; tags typed as one comma-separated line. */
export type ScheduleFormValues = {
  date: string;
  endDate: string;
  startTime: string;
  endTime: string;
  title: string;
  kind: string;
  tags: string;
  location: string;
  meetingDetails: string;
  zoomLink: string;
  recLink: string;
};

export const emptyEntry = (): ScheduleFormValues => ({
  date: '',
  endDate: '',
  startTime: '',
  endTime: '',
  title: '',
  kind: 'OS',
  tags: '',
  location: '',
  meetingDetails: '',
  zoomLink: '',
  recLink: '',
});

export const entryValues = (entry: ScheduleEntry): ScheduleFormValues => ({
  date: entry.date,
  endDate: entry.endDate ?? '',
  startTime: entry.startTime ?? '',
  endTime: entry.endTime ?? '',
  title: entry.title,
  kind: entry.kind,
  tags: entry.tags.join(', '),
  location: entry.location,
  meetingDetails: entry.meetingDetails,
  zoomLink: entry.zoomLink,
  recLink: entry.recLink,
});

const LABELS: Record<keyof ScheduleFormValues, string> = {
  date: 'Date',
  endDate: 'Last day',
  startTime: 'Start time',
  endTime: 'End time',
  title: 'Title',
  kind: 'Kind',
  tags: 'Tags',
  location: 'Location',
  meetingDetails: 'Meeting details',
  zoomLink: 'Join link',
  recLink: 'Recording link',
};

/** The label of the form field holding the value at `path` ('tags.2' is in Tags). */
function fieldOf(path: string): keyof ScheduleFormValues | undefined {
  const head = path.split('.')[0] as keyof ScheduleFormValues;
  return head in LABELS ? head : undefined;
}

/** The form's values as the body the contract takes. */
export function toBody(values: ScheduleFormValues): ScheduleBody {
  return {
    ...values,
    kind: values.kind as ScheduleBody['kind'],
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

/** The contract's scheduleBodySchema, its messages worded for the form's fields. */
export const scheduleFormSchema = z.any().transform((value: ScheduleFormValues, ctx) => {
  const result = scheduleBodySchema.safeParse(toBody(value));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldOf(path);
    const label = field ? LABELS[field] : undefined;
    const blank = field === 'date' && value.date.trim() === '';
    const message =
      label && (blank || / is required$/.test(issue.message))
        ? `${label} is required.`
        : sentence(issue.message, label);
    ctx.addIssue({ code: 'custom', path: field ? [field] : [], message });
  }
  return z.NEVER;
}) as unknown as z.ZodType<ScheduleOutput, ScheduleFormValues>;

/** The server's refusal of a value, put on the field that holds it. */
export const scheduleServerFields: ServerFields<ScheduleFormValues> = (path) => {
  const field = fieldOf(path);
  return field ? { name: field as FieldPath<ScheduleFormValues>, label: LABELS[field] } : undefined;
};
