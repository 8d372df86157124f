import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useSummaries } from '../api/get-summaries';
import { SummaryCard } from '../components/summary-card';
import { SUMMARY_TEXT } from '../messages';
import styles from '../../../styles/card-grid-page.module.css';

/** /dashboard/smartLABS/summaries (spec-2 §Summaries list): every session, newest first. */
export function SummariesPage() {
  const summaries = useSummaries();

  return (
    <Page title={SUMMARY_TEXT.listTitle} description={SUMMARY_TEXT.listLead} className={styles.page}>
      {summaries.isPending && <Loading label={SUMMARY_TEXT.loading} />}
      {summaries.isError && !summaries.data && (
        <div className={styles.notice}>
          <p role="alert">{SUMMARY_TEXT.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void summaries.refetch()}>
            {SUMMARY_TEXT.tryAgain}
          </Button>
        </div>
      )}
      {summaries.data?.length === 0 && <p className={styles.notice}>{SUMMARY_TEXT.empty}</p>}
      {summaries.data && summaries.data.length > 0 && (
        <ul className={styles.grid} aria-label="Session summaries">
          {summaries.data.map((summary) => (
            <li key={summary._id}>
              <SummaryCard summary={summary} to={`../summary/${encodeURIComponent(summary._id)}`} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
