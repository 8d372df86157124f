import {
  EVENT_ERRORS,
  EVENT_FIELDS,
  EVENT_FIELD_LABELS,
  EVENT_LIMITS,
  eventMetaBodySchema,
  registrationFieldSchemas,
  type EventField,
} from '@atelier/contract/events';
import { z } from 'zod';
import { worded, type ServerFields } from '../../components/ui/form';
import { EVENT_MESSAGES, EVENT_TEXT } from './messages';

/** The fields an event's form shows as inputs (the PDF is a file beside them). */
export type TextFieldName = Exclude<EventField, 'pdf'>;
export type RegistrationValues = Partial<Record<TextFieldName, string>>;

/** spec-2 §2, §10: the country is India and cannot be changed. */
export const COUNTRY = 'India';

/** The event's fields in the form's order (spec-2 §3), whatever order the admin ticked them in. */
export const formFieldsOf = (inputFields: readonly EventField[]): EventField[] =>
  EVENT_FIELDS.filter((field) => inputFields.includes(field));

export const textFieldsOf = (inputFields: readonly EventField[]): TextFieldName[] =>
  formFieldsOf(inputFields).filter((field): field is TextFieldName => field !== 'pdf');

/** The label of a field as the form and its error sentences name it. */
export const fieldLabel = (field: EventField) => EVENT_FIELD_LABELS[field];

const filled = (label: string) => z.string().trim().min(1, `${label} is required.`);

/**
 * One event's form, checked with the contract's rules: each listed text field but the referral
 * code is required (spec-2 §2, §5); a value the contract refuses is worded under its label.
 */
export function registrationFormSchema(
  inputFields: readonly EventField[],
): z.ZodType<RegistrationValues, RegistrationValues> {
  const shape: Partial<Record<TextFieldName, z.ZodType<string, string>>> = {};
  for (const field of textFieldsOf(inputFields)) {
    const label = fieldLabel(field);
    // The referral code is optional (spec-2 §2); the contract still bounds its length.
    shape[field] = (field === 'refCode' ? z.string() : filled(label)).pipe(
      worded(registrationFieldSchemas[field], label),
    ) as z.ZodType<string, string>;
  }
  return z.object(shape) as unknown as z.ZodType<RegistrationValues, RegistrationValues>;
}

/** The form's values before the visitor types: India, the school's code, the rest blank (spec-2 §10). */
export function emptyRegistration(inputFields: readonly EventField[], refCode: string): RegistrationValues {
  const values: RegistrationValues = {};
  for (const field of textFieldsOf(inputFields))
    values[field] = field === 'country' ? COUNTRY : field === 'refCode' ? refCode : '';
  return values;
}

/** True when a listed text field is blank (spec-2 §5: the 'fill all' toast). */
export function missingField(inputFields: readonly EventField[], values: RegistrationValues): boolean {
  return textFieldsOf(inputFields).some((field) => field !== 'refCode' && !values[field]?.trim());
}

/** Why a picked file cannot be sent, or undefined when it can (spec-2 §5). */
export function pdfProblem(file: File): string | undefined {
  if (file.size > EVENT_LIMITS.pdfBytes) return EVENT_MESSAGES.pdfTooLarge;
  if (file.type && file.type !== 'application/pdf') return EVENT_TEXT.notPdf;
  return undefined;
}

export const registrationServerFields: ServerFields<RegistrationValues> = (path) =>
  (EVENT_FIELDS as readonly string[]).includes(path) && path !== 'pdf'
    ? { name: path as TextFieldName, label: fieldLabel(path as TextFieldName) }
    : undefined;

/** Event creation (spec-2 §5): the contract's rules, worded under the form's labels. */
export const EVENT_FORM_LABELS = {
  eventId: 'Event ID',
  eventName: 'Event name',
  posterUrl: 'Poster URL',
  inputFields: 'Form fields',
} as const;

const meta = eventMetaBodySchema.shape;

export const eventFormSchema = z.object({
  eventId: worded(meta.eventId, EVENT_FORM_LABELS.eventId),
  eventName: worded(meta.eventName, EVENT_FORM_LABELS.eventName),
  posterUrl: filled(EVENT_FORM_LABELS.posterUrl).pipe(worded(meta.posterUrl, EVENT_FORM_LABELS.posterUrl)),
  inputFields: worded(meta.inputFields),
});
export type EventFormValues = z.input<typeof eventFormSchema>;

export const emptyEventForm = (): EventFormValues => ({
  eventId: '',
  eventName: '',
  posterUrl: '',
  inputFields: [],
});

/** Each field by the path of its value; a taken id is the id field's problem. */
export const eventServerFields: ServerFields<EventFormValues> = {
  ...Object.fromEntries(
    Object.entries(EVENT_FORM_LABELS).map(([name, label]) => [
      name,
      { name: name as keyof EventFormValues, label },
    ]),
  ),
  [EVENT_ERRORS.eventTaken.code]: { name: 'eventId' },
};
