import styles from './explore.module.css';

/** One or two quiz scores as bars out of 100 (a radar needs three corners). */
export function ScoreBars({
  scores,
  label,
}: {
  scores: readonly { quiz: string; title: string; score: number }[];
  label: string;
}) {
  return (
    <ul className={styles.bars} aria-label={label}>
      {scores.map((s) => (
        <li key={s.quiz}>
          <span className={styles.barHead}>
            <span className={styles.barTitle}>{s.title}</span>
            <strong>{s.score}%</strong>
          </span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${s.score}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
