import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './field';
import { Field } from './form';

/** What a text field's look takes beside its binding and label (type, keyboard, autofill, hint …). */
export type InputLook = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
>;

/**
 * How the public forms (the waitlist, an event's registration) ask for a person's details: the
 * type, keyboard and autofill of each field, so that both forms ask alike.
 */
export const PERSON_INPUTS = {
  name: { autoComplete: 'name', required: true },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', required: true },
  // Digits as text: a number input would drop leading zeros and accept 1e5.
  phone: {
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    hint: 'Digits only, 7 to 15 of them.',
    required: true,
  },
  institution: { autoComplete: 'organization', required: true },
  country: { readOnly: true },
  refCode: { autoCapitalize: 'characters', spellCheck: false },
} as const satisfies Record<string, InputLook>;

export const GENDER_OPTIONS = [
  { value: '', label: 'Select…' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

export type PersonInputName = keyof typeof PERSON_INPUTS;

type PersonInputProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: PersonInputName & FieldPath<TValues>;
  label: ReactNode;
} & InputLook;

/** One of a person's details as a form field, asked as PERSON_INPUTS says; `look` adds to it (a hint …). */
export function PersonInput<TValues extends FieldValues>({
  control,
  name,
  ...look
}: PersonInputProps<TValues>) {
  return <Field control={control} name={name} as={TextField} {...PERSON_INPUTS[name]} {...look} />;
}
