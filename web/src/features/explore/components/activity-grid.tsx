import type { MyProgress } from '@atelier/contract/progress';
import { EXPLORE_TEXT } from '../messages';
import { dayName, levelOf, weekdayLetter, weeksOf } from '../progress-figures';
import styles from './explore.module.css';

/** A Sunday to Saturday, for the rows' letters. */
const ROW_DAYS = [
  '2025-11-02',
  '2025-11-03',
  '2025-11-04',
  '2025-11-05',
  '2025-11-06',
  '2025-11-07',
  '2025-11-08',
];

/** Twelve weeks of days, Sunday to Saturday down each column, shaded by the minutes spent. */
export function ActivityGrid({ progress }: { progress: MyProgress }) {
  const weeks = weeksOf(progress);
  return (
    <>
      <h3 className={styles.gridTitle}>Last 12 weeks</h3>
      <div className={styles.grid}>
        <span className={styles.gridRows} aria-hidden="true">
          {ROW_DAYS.map((day) => (
            <span key={day}>{weekdayLetter(day)}</span>
          ))}
        </span>
        <ol className={styles.gridWeeks} aria-label="Active days, last 12 weeks">
          {weeks.flatMap((week, w) =>
            week.map((cell, d) =>
              cell ? (
                <li
                  key={cell.day}
                  className={styles.gridDay}
                  data-level={levelOf(cell)}
                  data-today={cell.isToday || undefined}
                  title={EXPLORE_TEXT.dayLabel(dayName(cell.day), cell.active, cell.minutes, cell.quizzes)}
                  style={{ gridColumn: w + 1, gridRow: d + 1 }}
                >
                  <span className="visually-hidden">
                    {EXPLORE_TEXT.dayLabel(
                      cell.isToday ? `Today (${dayName(cell.day)})` : dayName(cell.day),
                      cell.active,
                      cell.minutes,
                      cell.quizzes,
                    )}
                  </span>
                </li>
              ) : null,
            ),
          )}
        </ol>
      </div>
    </>
  );
}
