import type { AttemptReview } from '@atelier/contract/quizzes';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { QUIZ_UI_TEXT } from '../messages';
import { optionLetter } from './attempt-question';
import styles from './review-item.module.css';

type ReviewEntry = AttemptReview['review'][number];

const optionText = (entry: ReviewEntry, index: number) =>
  `${optionLetter(index)}. ${entry.options[index] ?? ''}`;

/**
 * One reviewed question: marked correct or not (icon and word), the chosen and correct options, why.
 * While the quiz's review option withholds the answers, only the student's own choice is shown.
 */
export function ReviewItem({ entry, number }: { entry: ReviewEntry; number: number }) {
  if (entry.correctAnswer === undefined) return <WithheldItem entry={entry} number={number} />;
  const verdict = entry.chosen === null ? 'unanswered' : entry.correct ? 'correct' : ('incorrect' as const);
  const verdictText = {
    correct: QUIZ_UI_TEXT.correct,
    incorrect: QUIZ_UI_TEXT.incorrect,
    unanswered: QUIZ_UI_TEXT.notAnswered,
  }[verdict];
  return (
    <article className={styles.item} data-verdict={verdict}>
      <header className={styles.head}>
        <span className={styles.verdict}>
          {verdict === 'correct' ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
          {verdictText}
        </span>
        <Question entry={entry} number={number} />
      </header>
      <dl className={styles.answers}>
        <Chosen entry={entry} />
        <div className={styles.correctAnswer}>
          <dt>{QUIZ_UI_TEXT.correctAnswer}</dt>
          <dd>{optionText(entry, entry.correctAnswer)}</dd>
        </div>
        {entry.explanation && (
          <div className={styles.explanation}>
            <dt>{QUIZ_UI_TEXT.explanation}</dt>
            <dd>{entry.explanation}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}

function WithheldItem({ entry, number }: { entry: ReviewEntry; number: number }) {
  return (
    <article className={styles.item} data-verdict="withheld">
      <header className={styles.head}>
        <Question entry={entry} number={number} />
      </header>
      <dl className={styles.answers}>
        <Chosen entry={entry} />
      </dl>
    </article>
  );
}

function Question({ entry, number }: { entry: ReviewEntry; number: number }) {
  return (
    <h3 className={styles.question}>
      <span className={styles.number}>{number}.</span> {entry.questionText}
    </h3>
  );
}

/** The student's own choice, shown whether or not the answers are. */
function Chosen({ entry }: { entry: ReviewEntry }) {
  return (
    <div className={styles.chosen}>
      <dt>{QUIZ_UI_TEXT.yourAnswer}</dt>
      <dd>{entry.chosen === null ? QUIZ_UI_TEXT.notAnswered : optionText(entry, entry.chosen)}</dd>
    </div>
  );
}
