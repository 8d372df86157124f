import type { ScheduleBody, ScheduleEntry } from '@atelier/contract/schedule';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlusSquareIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useDeleteEntry } from '../api/delete-entry';
import { useSchedule } from '../api/get-schedule';
import { useSaveEntry } from '../api/save-entry';
import { ScheduleAdminTable } from '../components/schedule-admin-table';
import { ScheduleEntryDialog } from '../components/schedule-entry-dialog';
import { SCHEDULE_MESSAGES, SCHEDULE_TEXT } from '../messages';
import styles from './schedule-admin-page.module.css';

const gone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /dashboard/admin/schedule (beyond the spec): add, edit and delete the semester's entries. */
export function ScheduleAdminPage() {
  const schedule = useSchedule();
  const save = useSaveEntry();
  const remove = useDeleteEntry();
  // undefined: no dialog; null: a new entry.
  const [editing, setEditing] = useState<ScheduleEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ScheduleEntry | null>(null);

  async function saveEntry(body: ScheduleBody) {
    const id = editing?._id ?? null;
    try {
      await save.mutateAsync({ id, body });
    } catch (error) {
      if (gone(error)) {
        toast.error(SCHEDULE_TEXT.gone);
        setEditing(undefined);
        return;
      }
      toast.error(SCHEDULE_TEXT.saveFailed);
      throw error;
    }
    toast.success(id === null ? SCHEDULE_MESSAGES.added : SCHEDULE_MESSAGES.updated);
    setEditing(undefined);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(SCHEDULE_MESSAGES.deleted),
      onError: (error) => toast.error(gone(error) ? SCHEDULE_TEXT.gone : SCHEDULE_TEXT.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Page title={SCHEDULE_TEXT.adminTitle} description={SCHEDULE_TEXT.adminLead} className={styles.page}>
      <Card aria-labelledby="entries-heading">
        <div className={styles.top}>
          <CardHeader
            id="entries-heading"
            title="Entries"
            description={schedule.data ? `${schedule.data.length} in the semester` : undefined}
          />
          <Button onClick={() => setEditing(null)}>
            <PlusSquareIcon size={18} aria-hidden="true" /> {SCHEDULE_TEXT.addEntry}
          </Button>
        </div>
        {schedule.isPending && <Loading label={SCHEDULE_TEXT.loading} />}
        {schedule.isError && !schedule.data && <p role="alert">{SCHEDULE_TEXT.loadFailed}</p>}
        {schedule.data?.length === 0 && <p className={styles.muted}>{SCHEDULE_TEXT.empty}</p>}
        {schedule.data && schedule.data.length > 0 && (
          <ScheduleAdminTable entries={schedule.data} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </Card>
      {editing !== undefined && (
        <ScheduleEntryDialog
          entry={editing}
          pending={save.isPending}
          onSave={saveEntry}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={SCHEDULE_TEXT.deleteTitle}
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {SCHEDULE_TEXT.confirmDelete(deleting.title)}
        </ConfirmDialog>
      )}
    </Page>
  );
}
