import styles from './progress-ring.module.css';
import { Ring } from '../../../components/ui/ring';

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
    <Ring
      size={64}
      radius={26}
      share={share}
      trackClassName={styles.track}
      arcClassName={styles.bar}
      arcProps={{ transform: 'rotate(-90 32 32)' }}
      omitEmptyArc
      className={[styles.ring, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={`${done} of ${total} tasks completed`}
      data-complete={share === 1 || undefined}
    >
      <text x="32" y="32" className={styles.label} textAnchor="middle" dominantBaseline="central">
        {done}/{total}
      </text>
    </Ring>
  );
}
