import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { QUIZ_UI_TEXT } from '../messages';
import styles from './attempt-refusal.module.css';

export const QUIZZES_PATH = '/dashboard/student/quizzes';

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
