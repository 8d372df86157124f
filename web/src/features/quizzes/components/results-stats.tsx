import type { QuizResults } from '@atelier/contract/quizzes';
import { QUIZ_BANDS } from '../messages';
import styles from './results.module.css';

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** Three numbers at the top of the results: attempts, pass rate and the average score. */
export function ResultsStats({ results }: { results: QuizResults }) {
  const stats = [
    { label: 'Attempts', value: String(results.attemptCount), note: 'submitted' },
    { label: 'Pass rate', value: percent(results.passRate), note: `scored ${QUIZ_BANDS.pass}% or more` },
    { label: 'Average score', value: percent(results.averagePercent), note: 'of all attempts' },
  ];
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
          <dd className={styles.statNote}>{stat.note}</dd>
        </div>
      ))}
    </dl>
  );
}
