import { formatWait } from '@atelier/contract/common';
import { MAIL_TEXT, MAIL_UI_TEXT } from '../messages';
import styles from './send-progress.module.css';
import type { SendRun } from '../hooks/use-bulk-send';

interface SendProgressProps {
  run: SendRun;
  /** The server's send rate; without it no time is estimated. */
  ratePerMinute: number | undefined;
  /** Seconds the current recipient waits for the server's send rate (a 429). */
  waiting: number | undefined;
}

/** How far a run has come, and the time it still needs at the server's rate. */
export function SendProgress({ run, ratePerMinute, waiting }: SendProgressProps) {
  const remaining = run.total - run.done;
  return (
    <div className={styles.box}>
      <div className={styles.line}>
        <progress
          className={styles.bar}
          max={run.total}
          value={run.done}
          aria-label="Sending progress"
          aria-valuetext={MAIL_UI_TEXT.progress(run.done, run.total)}
        />
        <span className={styles.count}>{MAIL_UI_TEXT.progress(run.done, run.total)}</span>
      </div>
      {ratePerMinute !== undefined && remaining > 0 && (
        <p className={styles.estimate}>
          {MAIL_UI_TEXT.timeLeft(formatWait((remaining * 60) / ratePerMinute), ratePerMinute)}
        </p>
      )}
      {waiting !== undefined && (
        <p className={styles.busy} role="status">
          {MAIL_TEXT.rateBusy(formatWait(waiting))}
        </p>
      )}
    </div>
  );
}
