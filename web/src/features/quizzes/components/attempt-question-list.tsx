import { CheckIcon } from '../../../components/ui/icons';
import { cutText } from '../../../lib/cut-text';
import { QUIZ_LIMITS, QUIZ_UI_TEXT } from '../messages';
import styles from './attempt-question-list.module.css';

interface AttemptQuestionListProps {
  questions: { questionText: string }[];
  answers: (number | null)[];
  current: number;
  disabled: boolean;
  onJump: (index: number) => void;
}

/** The question list for jumping (spec-2 §2): labels cut at 30 characters, answered ones ticked. */
export function AttemptQuestionList({
  questions,
  answers,
  current,
  disabled,
  onJump,
}: AttemptQuestionListProps) {
  const answeredCount = answers.filter((answer) => answer !== null).length;
  return (
    <nav className={styles.list} aria-label={QUIZ_UI_TEXT.questionList}>
      <div className={styles.head}>
        <h2 className={styles.title}>{QUIZ_UI_TEXT.questionList}</h2>
        <span className={styles.count}>{QUIZ_UI_TEXT.answeredCount(answeredCount, questions.length)}</span>
      </div>
      <ol className={styles.items}>
        {questions.map((question, i) => {
          const answered = answers[i] !== null && answers[i] !== undefined;
          return (
            <li key={i}>
              <button
                type="button"
                className={styles.item}
                aria-current={i === current ? 'step' : undefined}
                data-answered={answered || undefined}
                disabled={disabled}
                onClick={() => onJump(i)}
              >
                <span className={styles.number}>{i + 1}</span>
                <span className={styles.label}>
                  {cutText(question.questionText, QUIZ_LIMITS.questionLabel)}
                </span>
                {answered && (
                  <>
                    <CheckIcon size={16} className={styles.tick} />
                    <span className="visually-hidden">({QUIZ_UI_TEXT.answered})</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
