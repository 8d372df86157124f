import type { QuizCard as QuizCardData } from '@atelier/contract/quizzes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, UsersIcon } from '../../../components/ui/icons';
import { cutText } from '../../../lib/cut-text';
import { QUIZ_LIMITS, QUIZ_UI_TEXT } from '../messages';
import styles from './quiz-card.module.css';
import { QuizCardCover } from './quiz-card-cover';

const QUIZ_BASE = '/dashboard/student/quiz';

const wholePercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * A quiz on All Quizzes (spec-1 §2): cover, title, the description's first 80 characters, how many
 * students attempted it, the caller's completion and accuracy. Start leads to the rules; Resume,
 * for an attempt already running on the server's clock, straight back into it.
 */
export function QuizCard({ quiz }: { quiz: QuizCardData }) {
  const completion = wholePercent(quiz.completionRate);
  // No new attempt may start (issue 25): the card says why and leads to the latest result instead.
  const blocked = !quiz.inProgress && (quiz.closed || quiz.attemptsLeft === 0);
  const action = quiz.inProgress
    ? QUIZ_UI_TEXT.resume
    : blocked
      ? QUIZ_UI_TEXT.viewResult
      : QUIZ_UI_TEXT.start;
  const base = `${QUIZ_BASE}/${encodeURIComponent(quiz._id)}`;
  const to = quiz.inProgress ? base : blocked ? `${base}/result` : `${base}/start`;
  const canView = !blocked || quiz.attemptsUsed > 0;

  return (
    <article className={styles.card}>
      <QuizCardCover src={quiz.coverImage} className={styles.cover} />
      <div className={styles.body}>
        <h2 className={styles.title}>{quiz.title}</h2>
        <p className={styles.meta}>
          {QUIZ_UI_TEXT.questions(quiz.questionCount)} · {QUIZ_UI_TEXT.minutes(quiz.timeLimit)}
        </p>
        {quiz.description && (
          <p className={styles.description}>{cutText(quiz.description, QUIZ_LIMITS.cardDescription)}</p>
        )}
        <p className={styles.attempted}>
          <UsersIcon size={16} aria-hidden="true" /> {QUIZ_UI_TEXT.studentsAttempted(quiz.studentsAttempted)}
        </p>
        <p className={styles.allowance} data-blocked={blocked || undefined}>
          {allowanceText(quiz)}
        </p>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{QUIZ_UI_TEXT.completion}</span>
            <span className={styles.statValue}>{completion}%</span>
            <span
              className={styles.bar}
              role="progressbar"
              aria-label={QUIZ_UI_TEXT.completion}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={completion}
            >
              <span className={styles.barFill} style={{ width: `${completion}%` }} />
            </span>
          </div>
          {quiz.accuracy !== null && (
            <div className={styles.stat}>
              <span className={styles.statLabel}>{QUIZ_UI_TEXT.accuracy}</span>
              <span className={styles.statValue}>{wholePercent(quiz.accuracy)}%</span>
              <span className={`${styles.bar} ${styles.accuracyBar}`} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${wholePercent(quiz.accuracy)}%` }} />
              </span>
            </div>
          )}
        </div>
        {canView && (
          <Link
            to={to}
            className={`${buttonClass({ variant: quiz.inProgress ? 'primary' : 'secondary', block: true })} ${styles.action}`}
            aria-label={`${action} ${quiz.title}`}
          >
            {action} <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
    </article>
  );
}

/** Attempts left and whether the quiz has closed, in a few words. */
export function allowanceText(
  quiz: Pick<QuizCardData, 'attemptsAllowed' | 'attemptsLeft' | 'closed' | 'inProgress'>,
) {
  if (quiz.closed && !quiz.inProgress) return QUIZ_UI_TEXT.closedNote;
  if (quiz.attemptsLeft === null) return QUIZ_UI_TEXT.unlimitedAttempts;
  if (quiz.attemptsLeft === 0 && !quiz.inProgress) return QUIZ_UI_TEXT.noAttemptsNote(quiz.attemptsAllowed);
  return QUIZ_UI_TEXT.attemptsLeft(quiz.attemptsLeft, quiz.attemptsAllowed);
}
