import type { EventMeta } from '@atelier/contract/events';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { FileTextIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Pager } from '../../../components/ui/pager';
import { useExportRegistrations } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import { EVENT_MESSAGES, EVENT_TEXT, EVENTS_UI_TEXT } from '../messages';
import styles from './event-registrations.module.css';
import { RegistrationsTable } from './registrations-table';

const PAGE_SIZE = 20;

/** One event's registrations: refreshed every 10 s and on demand, paged, and as a CSV file. */
export function EventRegistrations({ event }: { event: EventMeta }) {
  const [page, setPage] = useState(1);
  const list = useRegistrations({ eventId: event.eventId, page, limit: PAGE_SIZE });
  const exportCsv = useExportRegistrations();
  // The button tells of the refresh it was asked for, not of the quiet one every 10 s.
  const [refreshing, setRefreshing] = useState(false);
  const busy = refreshing || list.isLoading;

  function refresh() {
    setRefreshing(true);
    void list.refetch().finally(() => setRefreshing(false));
  }

  return (
    <Card aria-labelledby="registrations-heading">
      <div className={styles.top}>
        <CardHeader
          id="registrations-heading"
          title={event.eventName}
          description={list.data ? `${list.data.total} registered` : undefined}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={refresh} disabled={busy} aria-live="polite">
            {busy ? EVENT_MESSAGES.refreshing : 'Refresh'}
          </Button>
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(event.eventId, { onError: () => toast.error(EVENTS_UI_TEXT.downloadFailed) })
            }
          >
            <FileTextIcon size={18} /> Download CSV
          </Button>
        </div>
      </div>
      {list.isPending && <Loading label="Loading the registrations…" />}
      {list.isError && !list.data && <p role="alert">{EVENTS_UI_TEXT.loadRegistrationsFailed}</p>}
      {list.data?.items.length === 0 && <p className={styles.empty}>{EVENT_TEXT.noRegistrations}</p>}
      {list.data && list.data.items.length > 0 && (
        <RegistrationsTable
          registrations={list.data.items}
          firstNumber={(page - 1) * PAGE_SIZE + 1}
          eventName={event.eventName}
        />
      )}
      {list.data && list.data.total > 0 && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          noun={{ one: 'registration', many: 'registrations' }}
          onPage={setPage}
        />
      )}
    </Card>
  );
}
