import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { LazyAttendanceChart, LazyPerformanceChart } from '../components/lazy-charts';
import { NewsBox } from '../components/news-box';
import styles from '../components/explore.module.css';
import { EXPLORE_TEXT } from '../messages';
import { SAMPLE_NOTE } from '../sample-data';

const coursePath = (id: string) => `/dashboard/student/courses/${id}`;

function Tile({
  to,
  title,
  note,
  children,
}: {
  to: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={styles.tile}>
      <span className={styles.tileHead}>
        <span className={styles.tileTitle}>{title}</span>
        {note && <span className={styles.sample}>{note}</span>}
      </span>
      {children}
      <span className={styles.tileMore}>
        View <ArrowRightIcon size={16} />
      </span>
    </Link>
  );
}

/** The explore tiles and News & Updates. */
export function ExploreHome() {
  return (
    <div className={styles.home}>
      <div className={styles.tiles}>
        <Tile to="attendence" title="Attendance" note={SAMPLE_NOTE}>
          <LazyAttendanceChart height={160} />
        </Tile>
        <Tile to="feedue" title="Fee Due">
          <span className={styles.feeBody}>
            <span className={styles.feeIcon} aria-hidden="true">
              ₹
            </span>
            <span className={styles.muted}>{EXPLORE_TEXT.feeUnavailable}</span>
          </span>
        </Tile>
        <Tile to="performance" title="Performance" note={SAMPLE_NOTE}>
          <LazyPerformanceChart height={180} />
        </Tile>
      </div>
      <NewsBox coursePath={coursePath} />
    </div>
  );
}
