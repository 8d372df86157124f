import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { AttendanceRing, LazyPerformanceChart } from '../components/lazy-charts';
import { NewsBox } from '../components/news-box';
import { WeekStrip } from '../components/week-strip';
import { WithProgress } from '../components/with-progress';
import styles from '../components/explore.module.css';
import { EXPLORE_TEXT } from '../messages';
import { attendanceOf } from '../progress-figures';

const coursePath = (id: string) => `/dashboard/student/courses/${id}`;

function Tile({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.tile}>
      <span className={styles.tileHead}>
        <span className={styles.tileTitle}>{title}</span>
      </span>
      {children}
      <span className={styles.tileMore}>
        View <ArrowRightIcon size={16} />
      </span>
    </Link>
  );
}

/** The explore tiles, from the learner's own progress, and News & Updates. */
export function ExploreHome() {
  return (
    <div className={styles.home}>
      <div className={styles.tiles}>
        <Tile to="attendence" title="Attendance">
          <WithProgress height={200}>
            {(progress) => {
              const attendance = attendanceOf(progress);
              return (
                <>
                  <AttendanceRing progress={progress} height={150} />
                  <WeekStrip week={attendance.week} todayActive={attendance.todayActive} />
                </>
              );
            }}
          </WithProgress>
        </Tile>
        <Tile to="feedue" title="Fee Due">
          <span className={styles.feeBody}>
            <span className={styles.feeIcon} aria-hidden="true">
              ₹
            </span>
            <span className={styles.muted}>{EXPLORE_TEXT.feeUnavailable}</span>
          </span>
        </Tile>
        <Tile to="performance" title="Performance">
          <WithProgress height={180}>
            {(progress) => <LazyPerformanceChart progress={progress} height={180} />}
          </WithProgress>
        </Tile>
      </div>
      <NewsBox coursePath={coursePath} />
    </div>
  );
}
