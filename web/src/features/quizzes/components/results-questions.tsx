import type { QuizResults } from '@atelier/contract/quizzes';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { optionLetter } from './builder-draft';
import styles from './results.module.css';

type QuestionResult = QuizResults['questions'][number];

const shareOf = (count: number, attempts: number) =>
  attempts === 0 ? 0 : Math.round((count / attempts) * 100);

/** The wrong option chosen more often than the correct one, if any: the question misleads. */
function misleadingOption({ chosen, correctAnswer }: QuestionResult): number | undefined {
  let most = chosen[correctAnswer] ?? 0;
  let found: number | undefined;
  chosen.forEach((count, index) => {
    if (index !== correctAnswer && count > most) {
      most = count;
      found = index;
    }
  });
  return found;
}

function ShareRow({
  mark,
  spoken,
  text,
  count,
  attempts,
  correct = false,
}: {
  mark: ReactNode;
  /** What the mark says, for those who do not see it ('Option B: '). */
  spoken?: string;
  text: string;
  count: number;
  attempts: number;
  correct?: boolean;
}) {
  const share = shareOf(count, attempts);
  return (
    <li className={styles.option} data-correct={correct || undefined}>
      <span className={styles.optionMark} aria-hidden="true">
        {mark}
      </span>
      <span className={styles.optionText}>
        {spoken && <span className="visually-hidden">{spoken}</span>}
        {text}
        {correct && <span className={styles.correctTag}>Correct</span>}
      </span>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${share}%` }} />
      </span>
      <span className={styles.optionCount}>
        {count} · {share}%
      </span>
    </li>
  );
}

/** For each question: the share who answered it right, and who chose each option (spec: which mislead). */
export function ResultsQuestions({ results }: { results: QuizResults }) {
  const attempts = results.attemptCount;
  return (
    <ol className={styles.questions}>
      {results.questions.map((question, q) => {
        const misleading = misleadingOption(question);
        const headingId = `results-question-${q}`;
        return (
          <li key={q}>
            <article className={styles.question} aria-labelledby={headingId}>
              <div className={styles.questionHead}>
                <h3 id={headingId} className={styles.questionTitle}>
                  <span className={styles.questionNumber}>Q{q + 1}.</span> {question.questionText}
                </h3>
                <p className={styles.questionShare}>{question.correctShare}% correct</p>
              </div>
              {misleading !== undefined && (
                <p className={styles.misleading}>{QUIZ_ADMIN_TEXT.misleading(optionLetter(misleading))}</p>
              )}
              <ul className={styles.options} aria-label={`Answers to question ${q + 1}`}>
                {question.options.map((option, o) => (
                  <ShareRow
                    key={o}
                    mark={o === question.correctAnswer ? <CheckIcon size={14} /> : optionLetter(o)}
                    spoken={`Option ${optionLetter(o)}: `}
                    text={option}
                    count={question.chosen[o] ?? 0}
                    attempts={attempts}
                    correct={o === question.correctAnswer}
                  />
                ))}
                {question.unanswered > 0 && (
                  <ShareRow mark="–" text="No answer" count={question.unanswered} attempts={attempts} />
                )}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
