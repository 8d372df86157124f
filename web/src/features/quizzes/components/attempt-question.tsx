import type { OpenAttempt } from '@atelier/contract/quizzes';
import type { Ref } from 'react';
import { QUIZ_UI_TEXT } from '../messages';
import styles from './attempt-question.module.css';

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

interface AttemptQuestionProps {
  question: OpenAttempt['questions'][number];
  index: number;
  count: number;
  chosen: number | null;
  disabled: boolean;
  onChoose: (option: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One question with its options lettered A, B, C…: native radios, so the arrow keys move between
 * options and the group reads as one choice. The heading takes focus when the question changes.
 */
export function AttemptQuestion({
  question,
  index,
  count,
  chosen,
  disabled,
  onChoose,
  headingRef,
}: AttemptQuestionProps) {
  const name = `question-${index}`;
  return (
    <fieldset className={styles.question} disabled={disabled}>
      <legend className={styles.legend}>
        <span className={styles.position}>{QUIZ_UI_TEXT.questionOf(index + 1, count)}</span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.text}>
          {question.questionText}
        </h2>
      </legend>
      <ul className={styles.options}>
        {question.options.map((option, i) => (
          <li key={i}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                value={i}
                checked={chosen === i}
                onChange={() => onChoose(i)}
                className={styles.radio}
              />
              <span className={styles.letter} aria-hidden="true">
                {optionLetter(i)}
              </span>
              <span className="visually-hidden">{optionLetter(i)}.</span>
              <span className={styles.optionText}>{option}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
