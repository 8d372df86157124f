import { EVENT_FIELDS, EVENT_FIELD_LABELS, type EventField } from '@atelier/contract/events';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EventFormValues } from '../validation';
import styles from './event-form.module.css';
import text from '../../../styles/form-text.module.css';

interface InputFieldsPickerProps {
  control: Control<EventFormValues>;
  legend: string;
}

/** The checkboxes of the fields an event's form asks for, kept in the spec's order (spec-2 §2). */
export function InputFieldsPicker({ control, legend }: InputFieldsPickerProps) {
  const { field, fieldState } = useController({ control, name: 'inputFields' });
  const errorId = useId();
  const chosen: readonly EventField[] = field.value ?? [];

  function toggle(name: EventField, on: boolean) {
    const next = on ? [...chosen, name] : chosen.filter((f) => f !== name);
    field.onChange(EVENT_FIELDS.filter((f) => next.includes(f)));
  }

  return (
    <fieldset
      className={styles.fieldset}
      data-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <p className={text.hint}>The registration form shows these, in this order.</p>
      <div className={styles.checks}>
        {EVENT_FIELDS.map((name, index) => (
          <label key={name} className={styles.check}>
            <input
              type="checkbox"
              ref={index === 0 ? field.ref : undefined}
              name={field.name}
              value={name}
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
              onBlur={field.onBlur}
            />
            {EVENT_FIELD_LABELS[name]}
          </label>
        ))}
      </div>
      {fieldState.error?.message && (
        <p className={text.error} id={errorId} role="alert">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
