import { TextField } from '../../../components/ui/field';
import { emptyRow, removeAt, replaceAt, type RowDraft } from '../course-draft';
import type { CourseErrors } from '../validate-course';
import styles from './course-form.module.css';

interface TextRowsFieldProps {
  legend: string;
  /** The label of one row, numbered: 'Skill' → 'Skill 1'. */
  itemLabel: string;
  /** The Add button's text (default 'Add {item label}'). */
  addText?: string;
  rows: RowDraft[];
  onChange: (rows: RowDraft[]) => void;
  errors: CourseErrors;
  type?: 'text' | 'url';
  placeholder?: string;
}

/** A list of one-line texts with Add and Remove; at least one row is always shown. */
export function TextRowsField({
  legend,
  itemLabel,
  addText = `Add ${itemLabel.toLowerCase()}`,
  rows,
  onChange,
  errors,
  type = 'text',
  placeholder,
}: TextRowsFieldProps) {
  return (
    <fieldset className={styles.rows}>
      <legend className={styles.label}>{legend}</legend>
      {rows.map((row, i) => (
        <div key={row.key} className={styles.row}>
          <TextField
            className={styles.grow}
            label={<span className="visually-hidden">{`${itemLabel} ${i + 1}`}</span>}
            type={type}
            inputMode={type === 'url' ? 'url' : undefined}
            placeholder={placeholder}
            value={row.value}
            onChange={(event) => onChange(replaceAt(rows, i, { ...row, value: event.target.value }))}
            error={errors[row.key]}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
            onClick={() => onChange(rows.length > 1 ? removeAt(rows, i) : [emptyRow()])}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className={styles.add} onClick={() => onChange([...rows, emptyRow()])}>
        + {addText}
      </button>
    </fieldset>
  );
}
