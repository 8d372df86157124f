import { TitledCard } from '../../../components/ui/card';
import { When } from '../../../components/ui/data-table';
import { ActivityGrid } from '../components/activity-grid';
import { AttendanceRing, LazyPerformanceChart } from '../components/lazy-charts';
import styles from '../components/explore.module.css';
import { WithProgress } from '../components/with-progress';
import { EXPLORE_TEXT } from '../messages';
import { attendanceOf, RING_DAYS } from '../progress-figures';

/** explore/attendence: the ring, the figures beside it and twelve weeks of days. */
export function AttendanceDetail() {
  return (
    <TitledCard
      headingId="attendance-title"
      className={styles.detail}
      title="Attendance"
      description="The days you opened a chapter or took a quiz, in your time zone."
    >
      <WithProgress height={240}>
        {(progress) => {
          const attendance = attendanceOf(progress);
          return (
            <>
              <div className={styles.detailBody}>
                <AttendanceRing progress={progress} height={240} />
                <dl className={styles.legend}>
                  <div>
                    <dt>Today</dt>
                    <dd>{attendance.todayActive ? 'Active' : 'Not yet'}</dd>
                  </div>
                  <div>
                    <dt>Active days, last {RING_DAYS}</dt>
                    <dd>{attendance.active}</dd>
                  </div>
                  <div>
                    <dt>Active days, 12 weeks</dt>
                    <dd>{attendance.activeInChart}</dd>
                  </div>
                  <div>
                    <dt>Time this week</dt>
                    <dd>{EXPLORE_TEXT.timeSpent(attendance.weekSeconds)}</dd>
                  </div>
                </dl>
              </div>
              {progress.days.length === 0 && <p className={styles.muted}>{EXPLORE_TEXT.noActivityYet}</p>}
              <ActivityGrid progress={progress} />
            </>
          );
        }}
      </WithProgress>
    </TitledCard>
  );
}

/** explore/feedue */
export function FeeDueDetail() {
  return (
    <TitledCard headingId="fee-title" className={styles.detail} title="Fee Due">
      <p className={styles.muted}>{EXPLORE_TEXT.feeUnavailable}</p>
    </TitledCard>
  );
}

/** explore/performance: each quiz's latest score, and every submitted attempt, newest first. */
export function PerformanceDetail() {
  return (
    <TitledCard
      headingId="performance-title"
      className={styles.detail}
      title="Performance"
      description="Your quiz scores out of 100: the latest of each quiz, then every attempt."
    >
      <WithProgress height={320}>
        {(progress) => (
          <>
            <LazyPerformanceChart progress={progress} height={320} detailed />
            {progress.scores.length > 0 && (
              <ol className={styles.attempts} aria-label="Quiz attempts">
                {[...progress.scores].reverse().map((s) => (
                  <li key={s.attemptId}>
                    <span className={styles.attemptTitle}>{s.quizTitle}</span>
                    <span className={styles.muted}>
                      <When iso={s.submittedAt} time="none" />
                    </span>
                    <strong>{s.percent}%</strong>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </WithProgress>
    </TitledCard>
  );
}
