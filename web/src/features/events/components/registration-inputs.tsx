import { EVENT_CATEGORIES } from '@atelier/contract/events';
import type { Control } from 'react-hook-form';
import { SelectField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { GENDER_OPTIONS, PersonInput, type InputLook } from '../../../components/ui/person-inputs';
import { EVENTS_UI_TEXT } from '../messages';
import { fieldLabel, type RegistrationValues, type TextFieldName } from '../validation';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Select…' },
  ...EVENT_CATEGORIES.map((category) => ({ value: category, label: category })),
];

const SELECT_OPTIONS = { gender: GENDER_OPTIONS, category: CATEGORY_OPTIONS };
type SelectName = keyof typeof SELECT_OPTIONS;

/** What an event's form says beside PERSON_INPUTS. */
const EVENT_LOOKS: Partial<Record<TextFieldName, InputLook>> = {
  country: { hint: 'These events are open in India.' },
  refCode: { hint: EVENTS_UI_TEXT.refCodeHint },
};

const isSelect = (field: TextFieldName): field is SelectName => field in SELECT_OPTIONS;

interface RegistrationInputProps {
  control: Control<RegistrationValues>;
  field: TextFieldName;
}

/** One text field of an event's form, in the look and with the keyboard that suits it. */
export function RegistrationInput({ control, field }: RegistrationInputProps) {
  const label = fieldLabel(field);
  if (isSelect(field))
    return (
      <Field
        control={control}
        name={field}
        as={SelectField}
        label={label}
        options={SELECT_OPTIONS[field]}
        required
      />
    );
  // spec-2 §2: the label calls it optional; the school's code fills it, so it is never blank unless cleared.
  const shown = field === 'refCode' ? `${label} (optional)` : label;
  return <PersonInput control={control} name={field} label={shown} {...EVENT_LOOKS[field]} />;
}
