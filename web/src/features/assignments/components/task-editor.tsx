import { TextareaField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../messages';
import type { AssignmentControl } from './assignment-draft';
import styles from './assignment-form.module.css';

interface TaskEditorProps {
  control: AssignmentControl;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

/** One task of the form: its code, instructions and hints; its number is its place in the list. */
export function TaskEditor({ control, index, canRemove, onRemove }: TaskEditorProps) {
  const n = index + 1;
  return (
    // A list item, not a group: an <ol> may only hold list items (its heading names the task).
    <li className={styles.task}>
      <div className={styles.taskHead}>
        <h3 className={styles.taskTitle}>Task {n}</h3>
        <button type="button" className={styles.danger} onClick={onRemove} disabled={!canRemove}>
          Remove task<span className="visually-hidden"> {n}</span>
        </button>
      </div>
      <Field
        control={control}
        name={`tasks.${index}.code`}
        as={TextField}
        label={`Task ${n} code`}
        maxLength={ASSIGNMENT_LIMITS.code * 2}
        autoComplete="off"
      />
      <Field
        control={control}
        name={`tasks.${index}.instructions`}
        as={TextareaField}
        label={`Task ${n} instructions`}
        rows={3}
        maxLength={ASSIGNMENT_LIMITS.instructions * 2}
      />
      <Field
        control={control}
        name={`tasks.${index}.hints`}
        as={TextareaField}
        label={`Task ${n} hints`}
        hint={ASSIGNMENT_TEXT.hintsHint}
        rows={2}
      />
    </li>
  );
}
