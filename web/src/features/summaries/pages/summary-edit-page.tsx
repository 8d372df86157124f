import type { SummaryBody } from '@atelier/contract/summaries';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session/session-context';
import { useSummary } from '../api/get-summary';
import { useUpdateSummary } from '../api/save-summary';
import { ConnectYoutubeButton } from '../components/connect-youtube-button';
import { SummaryForm } from '../components/summary-form';
import { SUMMARY_MESSAGES, SUMMARY_TEXT } from '../messages';
import { summaryValues } from '../validation';
import styles from './summary-editor.module.css';
import { SummaryLoadState } from './summary-load-state';
import { refusalToast } from './summary-save';

/** /dashboard/admin/summary/edit/:id (spec-2 §Summaries): the summary's form, filled in. */
export function SummaryEditPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const summary = useSummary(id);
  const update = useUpdateSummary();

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
      <SummaryLoadState summary={summary} />
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
