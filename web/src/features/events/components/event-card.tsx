import type { EventMeta } from '@atelier/contract/events';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import styles from './event-card.module.css';
import { EventPoster } from './event-poster';

/** An event on the public /events page: its poster, its name and the way to register. */
export function EventCard({ event }: { event: EventMeta }) {
  return (
    <article className={styles.card}>
      <EventPoster src={event.posterUrl} className={styles.poster} lazy />
      <div className={styles.body}>
        <h2 className={styles.name}>{event.eventName}</h2>
        <Link
          to={`/event/${encodeURIComponent(event.eventId)}`}
          className={buttonClass({ block: true })}
          aria-label={`Register for ${event.eventName}`}
        >
          Register <ArrowRightIcon size={18} />
        </Link>
      </div>
    </article>
  );
}
