import type { Template } from '@atelier/contract/mail';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { TitledCard } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useErrorToast } from '../../../lib/error-toast';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { TemplateEditor } from '../components/template-editor';
import { TemplateList } from '../components/template-list';
import { MAIL_MESSAGES, MAIL_TEXT, MAIL_UI_TEXT } from '../messages';
import styles from './email-template-page.module.css';

const plural = (n: number) => `${n} template${n === 1 ? '' : 's'}`;

/** /dashboard/admin/email-template: the Email Template Manager (spec-2 §2, §5, §8). */
export function EmailTemplatePage() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const deleteFailed = useErrorToast(MAIL_MESSAGES.somethingWentWrong);
  const [editing, setEditing] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const { name } = deleting;
    remove.mutate(name, {
      onSuccess: (answer) => {
        toast.success(answer?.message || MAIL_TEXT.templateDeleted);
        if (editing?.name === name) setEditing(null);
      },
      onError: deleteFailed,
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Page
      className={styles.page}
      title="Mail Template Upload"
      description="Write the HTML of an e-mail and see it as it will look; Send Invites sends these templates."
    >
      <TemplateEditor key={editing?.name ?? ''} editing={editing} onDone={() => setEditing(null)} />
      <TitledCard
        headingId="saved-heading"
        title="Saved templates"
        description={templates.data ? plural(templates.data.length) : undefined}
      >
        {templates.isPending && <Loading label="Loading the templates…" />}
        {templates.isError && !templates.data && <p role="alert">{MAIL_UI_TEXT.templatesLoadFailed}</p>}
        {templates.data?.length === 0 && <p className={styles.muted}>{MAIL_UI_TEXT.noTemplates}</p>}
        {templates.data && templates.data.length > 0 && (
          <TemplateList
            templates={templates.data}
            editing={editing?.name}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </TitledCard>
      {deleting && (
        <ConfirmDialog
          title="Delete template?"
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {MAIL_MESSAGES.confirmDelete(deleting.name)}
        </ConfirmDialog>
      )}
    </Page>
  );
}
