import type { MyProgress } from '@atelier/contract/progress';
import type { ReactNode } from 'react';
import { EXPLORE_TEXT } from '../messages';
import { useMyProgress } from '../api/get-my-progress';
import styles from './explore.module.css';

/** The learner's progress for `children`, a quiet box of the chart's height while it loads. */
export function WithProgress({
  height,
  children,
}: {
  height: number;
  children: (progress: MyProgress) => ReactNode;
}) {
  const progress = useMyProgress();
  if (progress.isPending)
    return (
      <span className={styles.chartPlaceholder} style={{ height, display: 'block' }} aria-hidden="true" />
    );
  if (progress.isError)
    return (
      <span className={styles.emptyChart} style={{ minHeight: height }} role="alert">
        {EXPLORE_TEXT.progressFailed}
      </span>
    );
  return children(progress.data);
}
