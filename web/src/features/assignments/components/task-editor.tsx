import type { AssignmentTask } from '@atelier/contract/assignments';
import { useWatch } from 'react-hook-form';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../messages';
import type { AssignmentControl } from './assignment-draft';
import { IdsPanel } from '../models/ids-panel';
import styles from './assignment-form.module.css';

/** What a task takes: the spec's images, PDF drawing sets, or both (issue 27), or one IFC model (issue 28). */
const TASK_FILE_OPTIONS = [
  { value: 'images', label: 'Images' },
  { value: 'pdf', label: 'PDF drawing sets' },
  { value: 'both', label: 'Images and PDFs' },
  { value: 'model', label: 'An IFC model' },
] as const;

/** The saved task this one is, where it still has the saved task's place (its IDS is attached to that). */
export interface SavedTask {
  assignmentId: string;
  task: AssignmentTask;
}

interface TaskEditorProps {
  control: AssignmentControl;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  saved?: SavedTask;
}

/** One task of the form: its code, instructions, hints and the files it takes; its number is its place in the list. */
export function TaskEditor({ control, index, canRemove, onRemove, saved }: TaskEditorProps) {
  const n = index + 1;
  const takesModel = useWatch({ control, name: `tasks.${index}.accepts` }) === 'model';
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
      <div className={styles.grid2}>
        <Field
          control={control}
          name={`tasks.${index}.accepts`}
          as={SelectField}
          label={`Task ${n} files`}
          options={TASK_FILE_OPTIONS}
        />
        {/* A model task takes one model: there is no number of files to set. */}
        {!takesModel && (
          <Field
            control={control}
            name={`tasks.${index}.minFiles`}
            as={TextField}
            label={`Task ${n} least number of files`}
            type="number"
            inputMode="numeric"
            min={1}
            max={ASSIGNMENT_LIMITS.maxFiles}
          />
        )}
      </div>
      {takesModel &&
        (saved?.task.accepts === 'model' ? (
          <IdsPanel assignmentId={saved.assignmentId} taskNumber={n} ids={saved.task.ids} />
        ) : (
          <p className={styles.note}>Save the assignment first, then attach its IDS.</p>
        ))}
    </li>
  );
}
