import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { ApiError } from '../../../lib/api-client';
import type { useSummary } from '../api/get-summary';
import { SUMMARY_TEXT } from '../messages';
import styles from './summary-notice.module.css';

/**
 * What a summary's page and its editor show until the summary is there: the loading line, or why it
 * is not (not found, or failed, with a retry), after the page's own `heading` if it has one.
 */
export function SummaryLoadState({
  summary,
  heading,
}: {
  summary: ReturnType<typeof useSummary>;
  heading?: ReactNode;
}) {
  const missing = summary.error instanceof ApiError && [400, 404].includes(summary.error.status);
  if (summary.isPending) return <Loading label={SUMMARY_TEXT.detailLoading} />;
  if (!summary.isError) return null;
  return (
    <div className={styles.notice}>
      {heading}
      <p role="alert">{missing ? SUMMARY_TEXT.notFound : SUMMARY_TEXT.detailLoadFailed}</p>
      {!missing && (
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          {SUMMARY_TEXT.tryAgain}
        </Button>
      )}
    </div>
  );
}
