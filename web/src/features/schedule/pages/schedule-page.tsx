import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useSchedule } from '../api/get-schedule';
import { CalendarSubscribe } from '../components/calendar-subscribe';
import { groupByMonth } from '../components/schedule-dates';
import { ScheduleEntryCard } from '../components/schedule-entry-card';
import { SCHEDULE_TEXT } from '../messages';
import styles from './schedule-page.module.css';

/** /dashboard/smartLABS/schedule (spec-2 §Schedule): the semester grouped by month. */
export function SchedulePage() {
  const schedule = useSchedule();
  const months = schedule.data ? groupByMonth(schedule.data) : [];

  return (
    <Page title={SCHEDULE_TEXT.title} description={SCHEDULE_TEXT.lead} className={styles.page}>
      <div className={styles.toolbar}>
        <CalendarSubscribe />
      </div>
      {schedule.isPending && <Loading label={SCHEDULE_TEXT.loading} />}
      {schedule.isError && !schedule.data && (
        <div className={styles.notice}>
          <p role="alert">{SCHEDULE_TEXT.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void schedule.refetch()}>
            {SCHEDULE_TEXT.tryAgain}
          </Button>
        </div>
      )}
      {schedule.data?.length === 0 && <p className={styles.notice}>{SCHEDULE_TEXT.empty}</p>}
      {months.map((month) => (
        <section key={month.key} className={styles.month} aria-labelledby={`month-${month.key}`}>
          <h2 id={`month-${month.key}`} className={styles.monthTitle}>
            {month.label}
          </h2>
          <ol className={styles.entries}>
            {month.entries.map((entry) => (
              <li key={entry._id}>
                <ScheduleEntryCard entry={entry} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Page>
  );
}
