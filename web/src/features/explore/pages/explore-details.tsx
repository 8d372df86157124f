import { Card, CardHeader } from '../../../components/ui/card';
import { LazyAttendanceChart, LazyPerformanceChart } from '../components/lazy-charts';
import styles from '../components/explore.module.css';
import { EXPLORE_TEXT } from '../messages';
import { ATTENDANCE_SAMPLE, PERFORMANCE_SAMPLE, SAMPLE_NOTE } from '../sample-data';

/** explore/attendence */
export function AttendanceDetail() {
  return (
    <Card className={styles.detail} aria-labelledby="attendance-title">
      <CardHeader
        id="attendance-title"
        title="Attendance"
        description={`${SAMPLE_NOTE}: how much of the course content has been watched.`}
      />
      <div className={styles.detailBody}>
        <LazyAttendanceChart height={240} />
        <dl className={styles.legend}>
          {ATTENDANCE_SAMPLE.map((part) => (
            <div key={part.name} data-part={part.name}>
              <dt>{part.name}</dt>
              <dd>{part.value}%</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

/** explore/feedue */
export function FeeDueDetail() {
  return (
    <Card className={styles.detail} aria-labelledby="fee-title">
      <CardHeader id="fee-title" title="Fee Due" />
      <p className={styles.muted}>{EXPLORE_TEXT.feeUnavailable}</p>
    </Card>
  );
}

/** explore/performance */
export function PerformanceDetail() {
  return (
    <Card className={styles.detail} aria-labelledby="performance-title">
      <CardHeader
        id="performance-title"
        title="Performance"
        description={`${SAMPLE_NOTE}: scores out of 100 in five areas.`}
      />
      <div className={styles.detailBody}>
        <LazyPerformanceChart height={320} detailed />
        <dl className={styles.legend}>
          {PERFORMANCE_SAMPLE.map((s) => (
            <div key={s.skill}>
              <dt>{s.skill}</dt>
              <dd>{s.score}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
