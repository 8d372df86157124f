import { lazy, Suspense } from 'react';
import type { QuestionShare } from './results-chart';
import styles from './results.module.css';

// recharts is large: it loads with the chart, never with the admin area itself.
const Chart = lazy(() => import('./results-chart').then((m) => ({ default: m.ResultsChart })));

/** The share of correct answers per question as bars, with the numbers in its accessible name. */
export function ResultsLazyChart({
  shares,
  height = 240,
}: {
  shares: readonly QuestionShare[];
  height?: number;
}) {
  const label = `Correct answers per question: ${shares.map((s) => `${s.name} ${s.share}%`).join(', ')}`;
  return (
    <Suspense fallback={<div className={styles.chartPlaceholder} style={{ height }} aria-hidden="true" />}>
      <Chart shares={shares} label={label} height={height} />
    </Suspense>
  );
}
