import styles from './progress-ring.module.css';
import { Ring } from '../../../components/ui/ring';

/** A ring filled to `percent` (capped to 0–100), with the number in the middle. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className={styles.ring} role="img" aria-label={`${label}: ${shown}%`}>
      <Ring
        size={80}
        radius={34}
        share={shown / 100}
        width="88"
        height="88"
        aria-hidden="true"
        trackClassName={styles.track}
        arcClassName={styles.value}
      />
      <span className={styles.number} aria-hidden="true">
        {shown}%
      </span>
    </div>
  );
}
