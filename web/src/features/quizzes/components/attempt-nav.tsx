import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { QUIZ_MESSAGES, QUIZ_UI_TEXT } from '../messages';
import type { AttemptPhase } from '../hooks/attempt-finish';
import styles from './attempt-runner.module.css';

interface AttemptNavProps {
  current: number;
  count: number;
  phase: AttemptPhase;
  onMove: (index: number) => void;
  onSubmit: () => void;
}

/** Previous and Next; Submit Quiz in Next's place on the last question (spec-2 §2). */
export function AttemptNav({ current, count, phase, onMove, onSubmit }: AttemptNavProps) {
  const locked = phase !== 'answering';
  return (
    <div className={styles.nav}>
      <Button variant="secondary" onClick={() => onMove(current - 1)} disabled={current === 0 || locked}>
        <ChevronLeftIcon size={18} /> {QUIZ_UI_TEXT.previous}
      </Button>
      {current === count - 1 ? (
        <Button
          key="submit"
          onClick={onSubmit}
          disabled={phase === 'timeUp'}
          loading={phase === 'submitting'}
        >
          {phase === 'submitting' ? QUIZ_UI_TEXT.submitting : QUIZ_MESSAGES.submitQuiz}
        </Button>
      ) : (
        <Button key="next" onClick={() => onMove(current + 1)} disabled={locked}>
          {QUIZ_UI_TEXT.next} <ChevronRightIcon size={18} />
        </Button>
      )}
    </div>
  );
}
