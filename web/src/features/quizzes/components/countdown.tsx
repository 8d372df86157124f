import { QUIZ_UI_TEXT } from '../messages';
import styles from './countdown.module.css';
import { formatClock } from '../hooks/countdown-clock';
import { Ring } from '../../../components/ui/ring';

/** The last minute shows in the warning colour. */
const WARN_SECONDS = 60;

interface CountdownProps {
  remaining: number;
  /** The attempt's whole time, in seconds: the ring shows what is left of it. */
  total: number;
}

/**
 * The attempt's timer: mm:ss inside a ring that empties as the time runs out. A timer role (not
 * announced every second); the last minute is announced once.
 */
export function Countdown({ remaining, total }: CountdownProps) {
  const share = total > 0 ? remaining / total : 0;
  const warning = remaining <= WARN_SECONDS;
  const clock = formatClock(remaining);
  return (
    <div className={styles.countdown} data-warning={warning || undefined}>
      <div className={styles.ring}>
        <Ring
          size={100}
          radius={44}
          share={share}
          aria-hidden="true"
          className={styles.dial}
          trackClassName={styles.track}
          arcClassName={styles.value}
        />
        <span className={styles.clock} role="timer" aria-label={`${QUIZ_UI_TEXT.timeLeft} ${clock}`}>
          {clock}
        </span>
      </div>
      <span className={styles.label} aria-hidden="true">
        {QUIZ_UI_TEXT.timeLeft}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {warning && remaining > 0 ? QUIZ_UI_TEXT.lastMinute : ''}
      </span>
    </div>
  );
}
