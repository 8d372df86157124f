import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { courseFieldLabel, emptyRow, type CourseControl } from '../course-draft';
import rowList from '../../../styles/form-rows.module.css';
import styles from './course-form.module.css';

interface TextRowsFieldProps {
  control: CourseControl;
  name: 'learningObjectives' | 'skillsCovered' | `sections.${number}.chapters.${number}.resources`;
  legend: string;
  /** What one row is, for its Remove button: 'Skill' → 'Remove skill 1'. */
  itemLabel: string;
  /** The Add button's text (default 'Add {item label}'). */
  addText?: string;
  type?: 'text' | 'url';
  placeholder?: string;
}

/** A list of one-line texts with Add and Remove; at least one row is always shown. */
export function TextRowsField({
  control,
  name,
  legend,
  itemLabel,
  addText = `Add ${itemLabel.toLowerCase()}`,
  type = 'text',
  placeholder,
}: TextRowsFieldProps) {
  const rows = useFieldArray({ control, name });
  return (
    <fieldset className={rowList.rows}>
      <legend className={styles.label}>{legend}</legend>
      {rows.fields.map((row, i) => (
        <div key={row.id} className={rowList.row}>
          <Field
            control={control}
            name={`${name}.${i}.value`}
            as={TextField}
            className={rowList.grow}
            label={<span className="visually-hidden">{courseFieldLabel(`${name}.${i}.value`)}</span>}
            type={type}
            inputMode={type === 'url' ? 'url' : undefined}
            placeholder={placeholder}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
            onClick={() => (rows.fields.length > 1 ? rows.remove(i) : rows.replace([emptyRow()]))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.add}
        onClick={() => rows.append(emptyRow(), { shouldFocus: false })}
      >
        + {addText}
      </button>
    </fieldset>
  );
}
