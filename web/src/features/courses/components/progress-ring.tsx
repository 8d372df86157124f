import styles from './progress-ring.module.css';

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `percent` (capped to 0–100), with the number in the middle. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className={styles.ring} role="img" aria-label={`${label}: ${shown}%`}>
      <svg viewBox="0 0 80 80" width="88" height="88" aria-hidden="true">
        <circle className={styles.track} cx="40" cy="40" r={RADIUS} />
        <circle
          className={styles.value}
          cx="40"
          cy="40"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)}
        />
      </svg>
      <span className={styles.number} aria-hidden="true">
        {shown}%
      </span>
    </div>
  );
}
