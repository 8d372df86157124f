import { useSearchParams } from 'react-router';
import { TitledCard } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useEvents } from '../api/get-events';
import { EventPicker } from '../components/event-picker';
import { EventRegistrations } from '../components/event-registrations';
import { EVENT_TEXT, EVENTS_UI_TEXT } from '../messages';
import styles from './event-manager-page.module.css';

/** /dashboard/admin/event-registration: the Event Manager (spec-2 §2, §9). */
export function EventManagerPage() {
  const events = useEvents();
  // The chosen event is in the address (?event=…), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('event') ?? undefined;
  const selected = events.data?.find((event) => event.eventId === selectedId);

  return (
    <Page
      className={styles.page}
      title="Event Manager"
      description="Choose an event to see who registered, open their PDFs and download the list."
    >
      <TitledCard headingId="events-heading" title="Events">
        {events.isPending && <Loading label="Loading the events…" />}
        {events.isError && <p role="alert">{EVENTS_UI_TEXT.loadEventsFailed}</p>}
        {events.data?.length === 0 && <p className={styles.muted}>{EVENT_TEXT.noEvents}</p>}
        {events.data && events.data.length > 0 && (
          <EventPicker
            events={events.data}
            selectedId={selected?.eventId}
            onSelect={(eventId) => setSearchParams({ event: eventId }, { replace: true })}
          />
        )}
        {events.data && events.data.length > 0 && !selected && (
          <p className={styles.muted}>{EVENTS_UI_TEXT.chooseEvent}</p>
        )}
      </TitledCard>
      {selected && <EventRegistrations key={selected.eventId} event={selected} />}
    </Page>
  );
}
