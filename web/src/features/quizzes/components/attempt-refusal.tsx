import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { QUIZ_UI_TEXT } from '../messages';
import styles from './attempt-refusal.module.css';

export const QUIZZES_PATH = '/dashboard/student/quizzes';

/**
 * What the server said when it refused (403 not open, 404 not found, 409 …): its own words, which
 * are the contract's; anything else (a network failure, a 5xx) gets `fallback`.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return isRefusal(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** A 4xx: asking again will not change the answer. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** A quiz screen that cannot go on: why, and the way back to the list (and a retry where it may help). */
export function AttemptRefusal({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.refusal}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <Link to={QUIZZES_PATH} className={buttonClass({ variant: 'secondary' })}>
          <ChevronLeftIcon size={18} /> {QUIZ_UI_TEXT.backToQuizzes}
        </Link>
        {onRetry && (
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onRetry}>
            {QUIZ_UI_TEXT.tryAgain}
          </button>
        )}
      </div>
    </div>
  );
}
