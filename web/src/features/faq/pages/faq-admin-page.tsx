import type { Faq } from '@atelier/contract/faq';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useDeleteFaq } from '../api/delete-faq';
import { useAllFaqs } from '../api/get-faqs';
import { useUpdateFaq } from '../api/update-faq';
import { FaqAdminList } from '../components/faq-admin-list';
import { FaqAnswerDialog } from '../components/faq-answer-dialog';
import { FAQ_MESSAGES, FAQ_TEXT, FAQ_UI_TEXT } from '../messages';

const gone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /dashboard/admin/faqs (beyond the spec): answer, edit and delete the visitors' questions. */
export function FaqAdminPage() {
  const faqs = useAllFaqs();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const [answering, setAnswering] = useState<Faq | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const pendingCount = faqs.data?.filter((faq) => !faq.answered).length ?? 0;

  async function save(faq: Faq, body: { question: string; answer: string }) {
    try {
      await update.mutateAsync({ id: faq._id, body });
    } catch (error) {
      if (gone(error)) {
        toast.error(FAQ_TEXT.notFound);
        setAnswering(null);
        return;
      }
      toast.error(FAQ_MESSAGES.saveFailed);
      throw error;
    }
    toast.success(faq.answered ? FAQ_TEXT.updated : FAQ_TEXT.answered);
    setAnswering(null);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(FAQ_TEXT.deleted),
      onError: (error) => toast.error(gone(error) ? FAQ_TEXT.notFound : FAQ_UI_TEXT.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Page title="FAQs" description={faqs.data ? FAQ_UI_TEXT.adminLead(pendingCount) : undefined}>
      {faqs.isPending && <Loading label="Loading the FAQs…" />}
      {faqs.isError && !faqs.data && (
        <Card>
          <p role="alert">{FAQ_UI_TEXT.adminLoadFailed}</p>
        </Card>
      )}
      {faqs.data?.length === 0 && (
        <Card>
          <p>{FAQ_UI_TEXT.adminEmpty}</p>
        </Card>
      )}
      {faqs.data && faqs.data.length > 0 && (
        <FaqAdminList faqs={faqs.data} onAnswer={setAnswering} onDelete={setDeleting} />
      )}
      {answering && (
        <FaqAnswerDialog
          faq={answering}
          pending={update.isPending}
          onSave={(body) => save(answering, body)}
          onClose={() => setAnswering(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete FAQ?"
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {FAQ_TEXT.confirmDelete(deleting.question)}
        </ConfirmDialog>
      )}
    </Page>
  );
}
