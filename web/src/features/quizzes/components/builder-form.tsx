import { QUIZ_LIMITS } from '@atelier/contract/quizzes';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFieldArray, type FieldErrors, type FieldPath } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField, TextareaField, UrlField } from '../../../components/ui/field';
import { errorList, Field, showServerError, useZodForm } from '../../../components/ui/form';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import {
  builderFieldLabel,
  builderServerFields,
  emptyQuestion,
  questionIndexOf,
  quizFormSchema,
  type QuizDraft,
  type QuizOutput,
} from './builder-draft';
import styles from './builder-form.module.css';
import text from '../../../styles/form-text.module.css';
import { BuilderQuestionEditor } from './builder-question-editor';
import { BuilderQuestionList } from './builder-question-list';
import { SettingsFields } from './builder-settings-fields';

interface BuilderFormProps {
  /** The first state (a function is called once, on mount). */
  initial: QuizDraft | (() => QuizDraft);
  submitLabel: string;
  pending: boolean;
  /** Sends the quiz; a rejection is the server's refusal, shown on the field it names. */
  onSubmit: (body: QuizOutput) => Promise<unknown>;
  /** Beside the submit button (edit mode: a way out). */
  secondaryAction?: ReactNode;
}

/**
 * The quiz builder (spec-2 Quiz builder): the quiz's own fields, a list of its questions and the
 * chosen question's editor. A problem anywhere selects its question and shows under its field.
 */
export function BuilderForm({ initial, submitLabel, pending, onSubmit, secondaryAction }: BuilderFormProps) {
  const [defaultValues] = useState(initial);
  // After a refused submit each field is checked again as it is edited, as the other long forms do.
  const form = useZodForm(quizFormSchema, {
    defaultValues,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, questions.fields.length - 1);
  // The field to focus once the question that holds it is on screen.
  const focusNext = useRef<FieldPath<QuizDraft> | null>(null);

  useEffect(() => {
    const name = focusNext.current;
    if (!name) return;
    focusNext.current = null;
    form.setFocus(name);
  });

  /** Shows the field at `path`: its question is selected, and it takes focus. */
  function reveal(path: string) {
    const question = questionIndexOf(path);
    if (question !== undefined) setSelected(question);
    focusNext.current = path.replace(/\.root$/, '') as FieldPath<QuizDraft>;
  }

  function onInvalid(errors: FieldErrors<QuizDraft>) {
    const first = errorList(errors)[0];
    if (first) reveal(first.name);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return form.handleSubmit(async (body) => {
      try {
        await onSubmit(body);
      } catch (error) {
        const shown = showServerError(form, error, builderServerFields, { shouldFocus: false });
        if (shown?.name) reveal(shown.name);
      }
    }, onInvalid)(event);
  }

  function addQuestion() {
    questions.append(emptyQuestion(), { shouldFocus: false });
    setSelected(questions.fields.length);
    focusNext.current = `questions.${questions.fields.length}.questionText`;
  }

  function deleteQuestion(index: number) {
    questions.remove(index);
    setSelected(Math.max(0, Math.min(index, questions.fields.length - 2)));
  }

  const field = questions.fields[current];
  const label = (name: FieldPath<QuizDraft>) => ({ name, label: builderFieldLabel(name) });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <h2>Quiz details</h2>
        </legend>
        <Field control={control} as={TextField} {...label('title')} maxLength={QUIZ_LIMITS.title * 2} />
        <Field
          control={control}
          as={TextareaField}
          {...label('description')}
          hint="Optional: shown on the quiz card and before the quiz starts."
          rows={3}
          maxLength={QUIZ_LIMITS.description * 2}
        />
        <div className={styles.grid2}>
          <Field control={control} as={UrlField} {...label('coverImage')} spellCheck={false} />
          <Field
            control={control}
            as={TextField}
            {...label('timeLimit')}
            hint={QUIZ_ADMIN_TEXT.timeLimitHint}
            type="number"
            inputMode="numeric"
            min={QUIZ_LIMITS.timeLimit.min}
            max={QUIZ_LIMITS.timeLimit.max}
            step={1}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <h2>{QUIZ_ADMIN_TEXT.settingsTitle}</h2>
        </legend>
        <SettingsFields control={control} />
      </fieldset>
      <section className={styles.group} aria-labelledby="quiz-questions-heading">
        <h2 id="quiz-questions-heading" className={styles.groupTitle}>
          Questions <span className={text.count}>({questions.fields.length})</span>
        </h2>
        <div className={styles.questions}>
          <BuilderQuestionList
            control={control}
            ids={questions.fields.map((q) => q.id)}
            selected={current}
            onSelect={setSelected}
            onAdd={addQuestion}
          />
          {field && (
            <BuilderQuestionEditor
              key={field.id}
              control={control}
              index={current}
              canDelete={questions.fields.length > 1}
              onDelete={() => deleteQuestion(current)}
            />
          )}
        </div>
      </section>
      <FormActions className={styles.actions} pending={pending} extra={secondaryAction}>
        {submitLabel}
      </FormActions>
    </form>
  );
}
