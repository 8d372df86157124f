import { EVENT_CATEGORIES } from '@atelier/contract/events';
import type { Control } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { EVENTS_UI_TEXT } from '../messages';
import { fieldLabel, type RegistrationValues, type TextFieldName } from '../validation';

const GENDER_OPTIONS = [
  { value: '', label: 'Select…' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

const CATEGORY_OPTIONS = [
  { value: '', label: 'Select…' },
  ...EVENT_CATEGORIES.map((category) => ({ value: category, label: category })),
];

interface RegistrationInputProps {
  control: Control<RegistrationValues>;
  field: TextFieldName;
}

/** One text field of an event's form, in the look and with the keyboard that suits it. */
export function RegistrationInput({ control, field }: RegistrationInputProps) {
  const label = fieldLabel(field);
  switch (field) {
    case 'gender':
      return (
        <Field
          control={control}
          name={field}
          as={SelectField}
          label={label}
          options={GENDER_OPTIONS}
          required
        />
      );
    case 'category':
      return (
        <Field
          control={control}
          name={field}
          as={SelectField}
          label={label}
          options={CATEGORY_OPTIONS}
          required
        />
      );
    case 'email':
      return (
        <Field
          control={control}
          name={field}
          as={TextField}
          label={label}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
      );
    case 'phone':
      // Digits as text: a number input would drop leading zeros and accept 1e5.
      return (
        <Field
          control={control}
          name={field}
          as={TextField}
          label={label}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="Digits only, 7 to 15 of them."
          required
        />
      );
    case 'country':
      return (
        <Field
          control={control}
          name={field}
          as={TextField}
          label={label}
          readOnly
          hint="These events are open in India."
        />
      );
    case 'refCode':
      // spec-2 §2: the label calls it optional; the school's code fills it, so it is never blank unless cleared.
      return (
        <Field
          control={control}
          name={field}
          as={TextField}
          label={`${label} (optional)`}
          autoCapitalize="characters"
          spellCheck={false}
          hint={EVENTS_UI_TEXT.refCodeHint}
        />
      );
    case 'name':
      return (
        <Field control={control} name={field} as={TextField} label={label} autoComplete="name" required />
      );
    case 'institution':
      return (
        <Field
          control={control}
          name={field}
          as={TextField}
          label={label}
          autoComplete="organization"
          required
        />
      );
  }
}
