import { QUIZ_LIMITS } from '@atelier/contract/quizzes';
import { useId } from 'react';
import { useController, useFieldArray, useFormState } from 'react-hook-form';
import { TextareaField, TextField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { builderFieldLabel, optionLetter, type BuilderControl } from './builder-draft';
import styles from './builder-form.module.css';
import text from '../../../styles/form-text.module.css';

interface BuilderQuestionEditorProps {
  control: BuilderControl;
  index: number;
  canDelete: boolean;
  onDelete: () => void;
}

const { min, max } = QUIZ_LIMITS.options;

/** One question: its text, its lettered options with the correct one's radio, and an explanation. */
export function BuilderQuestionEditor({
  control,
  index: q,
  canDelete,
  onDelete,
}: BuilderQuestionEditorProps) {
  const n = q + 1;
  const headingId = useId();
  const radioName = useId();
  const options = useFieldArray({ control, name: `questions.${q}.options` });
  const { field: correct } = useController({ control, name: `questions.${q}.correctAnswer` });
  const { errors } = useFormState({ control, name: `questions.${q}` });
  const problems = errors.questions?.[q];
  const optionsError = problems?.options?.root?.message ?? problems?.options?.message;
  const correctError = problems?.correctAnswer?.message;

  function removeOption(j: number) {
    const answer = Number(correct.value);
    options.remove(j);
    // The correct option keeps its mark as the ones after a removed option move up; when the
    // correct one itself goes, the first option is marked, as on a new question.
    if (j < answer) correct.onChange(answer - 1);
    else if (j === answer) correct.onChange(0);
  }

  return (
    <div className={styles.editor} role="group" aria-labelledby={headingId}>
      <div className={styles.editorHead}>
        <h3 id={headingId} className={styles.editorTitle}>
          Question {n}
        </h3>
        <button type="button" className={styles.danger} onClick={onDelete} disabled={!canDelete}>
          Delete question<span className="visually-hidden"> {n}</span>
        </button>
      </div>
      <Field
        control={control}
        name={`questions.${q}.questionText`}
        as={TextareaField}
        label={
          <>
            Question<span className="visually-hidden"> {n}</span> text
          </>
        }
        rows={3}
        maxLength={QUIZ_LIMITS.questionText * 2}
      />
      <fieldset className={styles.options}>
        <legend className={styles.label}>
          Options<span className="visually-hidden"> of question {n}</span>
        </legend>
        <p className={text.hint}>{QUIZ_ADMIN_TEXT.optionsHint(min, max)}</p>
        {options.fields.map((option, j) => {
          const letter = optionLetter(j);
          const isCorrect = Number(correct.value) === j;
          return (
            <div key={option.id} className={styles.optionRow} data-correct={isCorrect || undefined}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name={radioName}
                  checked={isCorrect}
                  onChange={() => correct.onChange(j)}
                  ref={isCorrect ? correct.ref : undefined}
                  aria-invalid={correctError ? true : undefined}
                />
                <span className="visually-hidden">Option {letter} is correct</span>
              </label>
              <span className={styles.letter} aria-hidden="true">
                {letter}
              </span>
              <Field
                control={control}
                name={`questions.${q}.options.${j}.text`}
                as={TextField}
                className={styles.grow}
                label={
                  <span className="visually-hidden">
                    {builderFieldLabel(`questions.${q}.options.${j}.text`)}
                  </span>
                }
                placeholder={`Option ${letter}`}
                maxLength={QUIZ_LIMITS.option * 2}
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove option ${letter}`}
                disabled={options.fields.length <= min}
                onClick={() => removeOption(j)}
              >
                ×
              </button>
            </div>
          );
        })}
        {(optionsError || correctError) && (
          <p className={text.error} role="alert">
            {optionsError ?? correctError}
          </p>
        )}
        <button
          type="button"
          className={styles.add}
          disabled={options.fields.length >= max}
          onClick={() => options.append({ text: '' })}
        >
          + Add option
        </button>
      </fieldset>
      <Field
        control={control}
        name={`questions.${q}.explanation`}
        as={TextareaField}
        label={
          <>
            <span className="visually-hidden">Question {n} </span>Explanation
          </>
        }
        hint={QUIZ_ADMIN_TEXT.explanationHint}
        rows={3}
        maxLength={QUIZ_LIMITS.explanation * 2}
      />
    </div>
  );
}
