import { QUIZ_LIMITS } from '@atelier/contract/quizzes';
import { useFormState, useWatch } from 'react-hook-form';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import type { BuilderControl } from './builder-draft';
import styles from './builder-form.module.css';

interface BuilderQuestionListProps {
  control: BuilderControl;
  /** The questions' row ids, in order. */
  ids: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
}

/** The builder's left list: one button per question (its number and text), and Add question. */
export function BuilderQuestionList({ control, ids, selected, onSelect, onAdd }: BuilderQuestionListProps) {
  const questions = useWatch({ control, name: 'questions' });
  const { errors } = useFormState({ control, name: 'questions' });
  return (
    <div className={styles.list}>
      <ol className={styles.listItems} aria-label="Questions">
        {ids.map((id, index) => {
          const shown = questions[index]?.questionText.trim() || QUIZ_ADMIN_TEXT.untitledQuestion;
          const faulty = Boolean(errors.questions?.[index]);
          return (
            <li key={id}>
              {/* Named by its content, no aria-label (axe label-content-name-mismatch, WCAG 2.5.3):
                  one sentence for a screen reader holding the number and the text shown beside it. */}
              <button
                type="button"
                className={styles.listButton}
                aria-current={index === selected ? 'true' : undefined}
                data-faulty={faulty || undefined}
                onClick={() => onSelect(index)}
              >
                <span className="visually-hidden">
                  {`Question ${index + 1}: ${shown}${faulty ? `, ${QUIZ_ADMIN_TEXT.questionHasProblems}` : ''}`}
                </span>
                <span className={styles.listNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.listText} aria-hidden="true">
                  {shown}
                </span>
                {faulty && (
                  <span className={styles.listFlag} aria-hidden="true">
                    !
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.add}
        onClick={onAdd}
        disabled={ids.length >= QUIZ_LIMITS.questions.max}
      >
        + Add question
      </button>
    </div>
  );
}
