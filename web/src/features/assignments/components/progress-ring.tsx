import styles from './progress-ring.module.css';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Completed tasks of the total as a ring, the numbers in its middle (spec-2 smartLABS assignment list). */
export function ProgressRing({
  done,
  total,
  className,
}: {
  done: number;
  total: number;
  className?: string;
}) {
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return (
    <svg
      viewBox="0 0 64 64"
      className={[styles.ring, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={`${done} of ${total} tasks completed`}
      data-complete={share === 1 || undefined}
    >
      <circle className={styles.track} cx="32" cy="32" r={RADIUS} />
      {/* A zero-length arc with round caps would still draw a dot. */}
      {share > 0 && (
        <circle
          className={styles.bar}
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          transform="rotate(-90 32 32)"
        />
      )}
      <text x="32" y="32" className={styles.label} textAnchor="middle" dominantBaseline="central">
        {done}/{total}
      </text>
    </svg>
  );
}
