import type { MyProgress } from '@atelier/contract/progress';
import { lazy, Suspense } from 'react';
import { cutText } from '../../../lib/cut-text';
import { EXPLORE_TEXT } from '../messages';
import { attendanceOf, latestPerQuiz, RING_DAYS } from '../progress-figures';
import { AttendanceChart } from './attendance-chart';
import styles from './explore.module.css';
import { ScoreBars } from './score-bars';

// recharts is large: it loads with the first radar, never with the dashboard itself. The chart
// module takes its data as props so it shares no module with the area's chunk. The attendance ring
// is plain SVG and draws at once.
const Performance = lazy(() => import('./performance-chart').then((m) => ({ default: m.PerformanceChart })));

const ACTIVE = '#4f46e5';
const INACTIVE = '#e3e6ef';
/** Characters of a quiz title the radar writes at its corner. */
const RADAR_LABEL = 16;
/** A radar needs three corners; fewer quizzes are shown as bars. */
const RADAR_MIN = 3;

function Placeholder({ height }: { height: number }) {
  return <div className={styles.chartPlaceholder} style={{ height }} aria-hidden="true" />;
}

/** The ring of active days in the last four weeks. */
export function AttendanceRing({ progress, height = 180 }: { progress: MyProgress; height?: number }) {
  const { active } = attendanceOf(progress);
  return (
    <AttendanceChart
      parts={[
        { name: 'Active', value: active, color: ACTIVE },
        { name: 'Not active', value: RING_DAYS - active, color: INACTIVE },
      ]}
      value={`${active}`}
      caption={`of ${RING_DAYS} days`}
      label={EXPLORE_TEXT.ringLabel(active, RING_DAYS)}
      height={height}
    />
  );
}

/** Each quiz's latest score: a radar from three quizzes on, bars below that, a note before any. */
export function LazyPerformanceChart({
  progress,
  height = 220,
  detailed = false,
}: {
  progress: MyProgress;
  height?: number;
  detailed?: boolean;
}) {
  const quizzes = latestPerQuiz(progress.scores);
  if (quizzes.length === 0)
    return (
      <div className={styles.emptyChart} style={{ minHeight: height }}>
        <p>{EXPLORE_TEXT.noQuizYet}</p>
      </div>
    );
  const summary = quizzes.map((q) => `${q.title} ${q.score}%`).join(', ');
  if (quizzes.length < RADAR_MIN)
    return <ScoreBars scores={quizzes} label={`Latest quiz scores: ${summary}`} />;
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <Performance
        scores={quizzes.map((q) => ({ skill: cutText(q.title, RADAR_LABEL), score: q.score }))}
        label={`Latest quiz scores: ${summary}`}
        height={height}
        detailed={detailed}
      />
    </Suspense>
  );
}
