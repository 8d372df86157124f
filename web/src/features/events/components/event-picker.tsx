import type { EventMeta } from '@atelier/contract/events';
import { EventPoster } from './event-poster';
import styles from './event-picker.module.css';

interface EventPickerProps {
  events: readonly EventMeta[];
  selectedId: string | undefined;
  onSelect: (eventId: string) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The Event Manager's cards: one per event; the chosen one's registrations show below. */
export function EventPicker({ events, selectedId, onSelect }: EventPickerProps) {
  return (
    <ul className={styles.list} aria-label="Events">
      {events.map((event) => (
        <li key={event._id}>
          <button
            type="button"
            className={styles.card}
            aria-pressed={event.eventId === selectedId}
            onClick={() => onSelect(event.eventId)}
          >
            <EventPoster src={event.posterUrl} className={styles.thumb} lazy />
            <span className={styles.text}>
              <span className={styles.name}>{event.eventName}</span>
              <span className={styles.meta}>
                <code>{event.eventId}</code> · {plural(event.inputFields.length, 'field')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
