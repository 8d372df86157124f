import type { Summary, SummaryBody } from '@atelier/contract/summaries';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { TitledCard } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session/session-context';
import { useDeleteSummary } from '../api/delete-summary';
import { useSummaries } from '../api/get-summaries';
import { useAddSummary } from '../api/save-summary';
import { ConnectYoutubeButton } from '../components/connect-youtube-button';
import { SummaryAdminList } from '../components/summary-admin-list';
import { SummaryForm } from '../components/summary-form';
import { SUMMARY_MESSAGES, SUMMARY_TEXT } from '../messages';
import { refusalToast } from './summary-save';
import styles from './summary-editor.module.css';

/** /dashboard/admin/summary/add (spec-2 §Summaries): a new summary, and the list to pick one to edit. */
export function SummaryAddPage() {
  const { user } = useSession();
  const add = useAddSummary();

  async function submit(body: SummaryBody) {
    // spec-2 §8: without a session there is nobody to write it as.
    if (!user) {
      toast.error(SUMMARY_MESSAGES.notLoggedIn);
      throw new Error(SUMMARY_MESSAGES.notLoggedIn);
    }
    try {
      await add.mutateAsync({ ...body, userId: user._id });
    } catch (error) {
      toast.error(refusalToast(error));
      throw error;
    }
    toast.success(SUMMARY_MESSAGES.added);
    window.scrollTo({ top: 0 });
  }

  return (
    <Page title={SUMMARY_TEXT.addTitle} description={SUMMARY_TEXT.addLead} className={styles.page}>
      <SummaryForm
        submitLabel={SUMMARY_TEXT.save}
        pending={add.isPending}
        onSubmit={submit}
        resetOnSuccess
        extraAction={<ConnectYoutubeButton />}
      />
      <WrittenSummaries />
    </Page>
  );
}

function WrittenSummaries() {
  const summaries = useSummaries();
  const remove = useDeleteSummary();
  const [deleting, setDeleting] = useState<Summary | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(SUMMARY_MESSAGES.deleted),
      onError: () => toast.error(SUMMARY_TEXT.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <TitledCard headingId="written-heading" title={SUMMARY_TEXT.written}>
      {summaries.isPending && <Loading label={SUMMARY_TEXT.loading} />}
      {summaries.isError && !summaries.data && <p role="alert">{SUMMARY_TEXT.loadFailed}</p>}
      {summaries.data?.length === 0 && <p className={styles.muted}>{SUMMARY_TEXT.writtenEmpty}</p>}
      {summaries.data && summaries.data.length > 0 && (
        <SummaryAdminList summaries={summaries.data} onDelete={setDeleting} />
      )}
      {deleting && (
        <ConfirmDialog
          title={SUMMARY_TEXT.deleteTitle}
          confirmLabel={SUMMARY_TEXT.delete}
          danger
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {SUMMARY_TEXT.confirmDelete(deleting.sessionTitle)}
        </ConfirmDialog>
      )}
    </TitledCard>
  );
}
