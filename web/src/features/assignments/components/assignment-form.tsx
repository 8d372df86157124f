import type { Assignment } from '@atelier/contract/assignments';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField, TextField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../messages';
import {
  assignmentFormSchema,
  assignmentServerFields,
  emptyTask,
  FIELD_LABELS,
  type AssignmentDraft,
  type AssignmentOutput,
} from './assignment-draft';
import styles from './assignment-form.module.css';
import { CoverPicker } from './cover-picker';
import { TaskEditor } from './task-editor';

interface AssignmentFormProps {
  initial: AssignmentDraft | (() => AssignmentDraft);
  /** The cover the assignment has now (edit mode). */
  currentCover?: string | null;
  submitLabel: string;
  pending: boolean;
  /** Sends the assignment; a rejection is the server's refusal, shown on the field it names. */
  onSubmit: (values: AssignmentOutput, cover: File | null) => Promise<unknown>;
  secondaryAction?: ReactNode;
  /** The assignment as saved (edit mode): its model tasks take their IDS here. */
  saved?: Assignment;
}

const SHORT_FIELDS = ['type', 'evaluation', 'allocatedIn', 'submissionType', 'output'] as const;

/** The Assignment Manager's form (spec-2 §Admin assignment manager): the assignment, its cover and its tasks. */
export function AssignmentForm(props: AssignmentFormProps) {
  const { initial, currentCover = null, submitLabel, pending, onSubmit, secondaryAction, saved } = props;
  const [defaultValues] = useState(initial);
  const form = useZodForm(assignmentFormSchema, { defaultValues, reValidateMode: 'onChange' });
  const { control } = form;
  const tasks = useFieldArray({ control, name: 'tasks' });
  const [cover, setCover] = useState<File | null>(null);
  // Which saved task each of the form's tasks started as (an added one none).
  const [savedPlaces] = useState(() => new Map(tasks.fields.map((field, i) => [field.id, i + 1])));

  /** The saved task a form task is, while it keeps the saved task's number. */
  function savedTask(fieldId: string, index: number) {
    const task = saved?.tasks.find((t) => t.taskNumber === index + 1);
    return saved && task && savedPlaces.get(fieldId) === index + 1
      ? { assignmentId: saved._id, task }
      : undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return form.handleSubmit(async (values) => {
      try {
        // A model task takes one model.
        const tasksOut = values.tasks.map((t) => (t.accepts === 'model' ? { ...t, minFiles: 1 } : t));
        await onSubmit({ ...values, tasks: tasksOut }, cover);
      } catch (error) {
        showServerError(form, error, assignmentServerFields);
      }
    })(event);
  }

  function addTask() {
    tasks.append(emptyTask(), { focusName: `tasks.${tasks.fields.length}.code` });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <h2>Assignment</h2>
        </legend>
        <div className={styles.grid2}>
          <Field control={control} name="code" as={TextField} label={FIELD_LABELS.code} autoComplete="off" />
          <Field control={control} name="title" as={TextField} label={FIELD_LABELS.title} />
        </div>
        <Field
          control={control}
          name="brief"
          as={TextareaField}
          label={FIELD_LABELS.brief}
          rows={4}
          maxLength={ASSIGNMENT_LIMITS.brief * 2}
        />
        <div className={styles.grid2}>
          {SHORT_FIELDS.map((name) => (
            <Field
              key={name}
              control={control}
              name={name}
              as={TextField}
              label={FIELD_LABELS[name]}
              maxLength={ASSIGNMENT_LIMITS.field * 2}
            />
          ))}
        </div>
        <Field
          control={control}
          name="generalNotes"
          as={TextareaField}
          label={FIELD_LABELS.generalNotes}
          hint={ASSIGNMENT_TEXT.notesHint}
          rows={3}
        />
        <CoverPicker current={currentCover} onChange={setCover} />
      </fieldset>
      <section className={styles.group} aria-labelledby="assignment-tasks-heading">
        <h2 id="assignment-tasks-heading" className={styles.groupTitle}>
          Tasks <span className={styles.count}>({tasks.fields.length})</span>
        </h2>
        <ol className={styles.tasks}>
          {tasks.fields.map((task, index) => (
            <TaskEditor
              key={task.id}
              control={control}
              index={index}
              canRemove={tasks.fields.length > 1}
              onRemove={() => tasks.remove(index)}
              saved={savedTask(task.id, index)}
            />
          ))}
        </ol>
        <button
          type="button"
          className={styles.add}
          onClick={addTask}
          disabled={tasks.fields.length >= ASSIGNMENT_LIMITS.maxTasks}
        >
          + Add task
        </button>
      </section>
      <FormActions className={styles.actions} pending={pending} extra={secondaryAction}>
        {submitLabel}
      </FormActions>
    </form>
  );
}
