import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useSummary } from '../api/get-summary';
import { RecordingPlayer } from '../components/recording-player';
import { sessionDay } from '../components/session-date';
import { SUMMARY_TEXT } from '../messages';
import { SummaryLoadState } from './summary-load-state';
import styles from './summary-page.module.css';

/** /dashboard/smartLABS/summary/:id (spec-2 §Summaries detail): the session and its recording. */
export function SummaryPage() {
  const { id = '' } = useParams();
  const summary = useSummary(id);
  usePageTitle(summary.data?.sessionTitle ?? 'Session Summary');

  return (
    <div className={styles.page}>
      <Link to="../summaries" className={styles.back}>
        <ChevronLeftIcon size={18} aria-hidden="true" /> {SUMMARY_TEXT.back}
      </Link>
      <SummaryLoadState summary={summary} heading={<h1 className={styles.title}>Session Summary</h1>} />
      {summary.data && (
        <article className={styles.article}>
          <header className={styles.header}>
            <p className={styles.meta}>
              <span className={styles.tag}>{summary.data.tag}</span>
              <time dateTime={summary.data.sessionDate}>{sessionDay(summary.data.sessionDate)}</time>
            </p>
            <h1 className={styles.title}>{summary.data.sessionTitle}</h1>
          </header>
          <section aria-label={SUMMARY_TEXT.recording}>
            <RecordingPlayer summary={summary.data} />
          </section>
          {summary.data.summaryText.map((section, index) => (
            <section key={index} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              <p className={styles.description}>{section.description}</p>
            </section>
          ))}
        </article>
      )}
    </div>
  );
}
