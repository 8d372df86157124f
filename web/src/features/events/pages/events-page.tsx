import { Loading } from '../../../components/ui/loading';
import { usePageTitle } from '../../../lib/page-title';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { EVENT_TEXT, EVENTS_UI_TEXT } from '../messages';
import styles from './events-page.module.css';

/** /events: every event as a card, newest first, each leading to its registration form. */
export function EventsPage() {
  usePageTitle('Events');
  const events = useEvents();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Events</h1>
        <p className={styles.lead}>Free live sessions for students. Pick one and save your seat.</p>
      </header>
      {events.isPending && <Loading label="Loading the events…" />}
      {events.isError && <p role="alert">{EVENTS_UI_TEXT.loadEventsFailed}</p>}
      {events.data?.length === 0 && <p className={styles.empty}>{EVENT_TEXT.noEvents}</p>}
      {events.data && events.data.length > 0 && (
        <ul className={styles.grid}>
          {events.data.map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
