import type { SummaryBody } from '@atelier/contract/summaries';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useSummary } from '../api/get-summary';
import { useUpdateSummary } from '../api/save-summary';
import { ConnectYoutubeButton } from '../components/connect-youtube-button';
import { SummaryForm } from '../components/summary-form';
import { SUMMARY_MESSAGES, SUMMARY_TEXT } from '../messages';
import { summaryValues } from '../validation';
import styles from './summary-editor.module.css';
import { refusalToast } from './summary-save';

/** /dashboard/admin/summary/edit/:id (spec-2 §Summaries): the summary's form, filled in. */
export function SummaryEditPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const summary = useSummary(id);
  const update = useUpdateSummary();
  const missing = summary.error instanceof ApiError && [400, 404].includes(summary.error.status);

  async function submit(body: SummaryBody) {
    if (!user) {
      toast.error(SUMMARY_MESSAGES.notLoggedIn);
      throw new Error(SUMMARY_MESSAGES.notLoggedIn);
    }
    try {
      await update.mutateAsync({ id, body: { ...body, userId: user._id } });
    } catch (error) {
      toast.error(refusalToast(error));
      throw error;
    }
    toast.success(SUMMARY_MESSAGES.updated);
  }

  return (
    <Page title={SUMMARY_TEXT.editTitle} description={SUMMARY_TEXT.editLead} className={styles.page}>
      <Link to="/dashboard/admin/summary/add" className={styles.back}>
        <ChevronLeftIcon size={18} aria-hidden="true" /> {SUMMARY_TEXT.written}
      </Link>
      {summary.isPending && <Loading label={SUMMARY_TEXT.detailLoading} />}
      {summary.isError && (
        <div className={styles.notice}>
          <p role="alert">{missing ? SUMMARY_TEXT.notFound : SUMMARY_TEXT.detailLoadFailed}</p>
          {!missing && (
            <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
              {SUMMARY_TEXT.tryAgain}
            </Button>
          )}
        </div>
      )}
      {summary.data && (
        <SummaryForm
          // A fresh form for each summary opened.
          key={summary.data._id}
          initial={summaryValues(summary.data)}
          submitLabel={SUMMARY_TEXT.update}
          pending={update.isPending}
          onSubmit={submit}
          resetOnSuccess={false}
          extraAction={<ConnectYoutubeButton />}
        />
      )}
    </Page>
  );
}
