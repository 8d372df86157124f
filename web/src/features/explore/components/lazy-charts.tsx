import { lazy, Suspense } from 'react';
import { ATTENDANCE_SAMPLE, PERFORMANCE_SAMPLE, SAMPLE_NOTE, watchedPercent } from '../sample-data';
import styles from './explore.module.css';

// recharts is large: it loads with the first chart, never with the dashboard itself. The chart
// modules take their data as props so they share no module with the area's chunk.
const Attendance = lazy(() => import('./attendance-chart').then((m) => ({ default: m.AttendanceChart })));
const Performance = lazy(() => import('./performance-chart').then((m) => ({ default: m.PerformanceChart })));

const ATTENDANCE_COLORS: Record<string, string> = { Unwatched: '#e3e6ef', Watched: '#4f46e5' };

function Placeholder({ height }: { height: number }) {
  return <div className={styles.chartPlaceholder} style={{ height }} aria-hidden="true" />;
}

export function LazyAttendanceChart({ height = 180 }: { height?: number }) {
  const percent = watchedPercent();
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <Attendance
        parts={ATTENDANCE_SAMPLE.map((part) => ({
          ...part,
          color: ATTENDANCE_COLORS[part.name] ?? '#4f46e5',
        }))}
        percent={percent}
        label={`${SAMPLE_NOTE}: ${percent}% watched`}
        height={height}
      />
    </Suspense>
  );
}

export function LazyPerformanceChart({
  height = 220,
  detailed = false,
}: {
  height?: number;
  detailed?: boolean;
}) {
  const summary = PERFORMANCE_SAMPLE.map((s) => `${s.skill} ${s.score}`).join(', ');
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <Performance
        scores={PERFORMANCE_SAMPLE}
        label={`${SAMPLE_NOTE}: ${summary}`}
        height={height}
        detailed={detailed}
      />
    </Suspense>
  );
}
