import type { ScheduleEntry } from '@atelier/contract/schedule';
import { buttonClass } from '../../../components/ui/button';
import { MapPinIcon, VideoIcon } from '../../../components/ui/icons';
import { SCHEDULE_KIND_LABELS, SCHEDULE_TEXT } from '../messages';
import { dateBlock, dateInWords, timeRange } from './schedule-dates';
import styles from './schedule-entry-card.module.css';

/**
 * One entry of the semester (spec-2 §Schedule): its date (or range), time, kind, title, tags,
 * location, meeting details, and Join and Recording when it has those links. Text is shown as text.
 */
export function ScheduleEntryCard({ entry }: { entry: ScheduleEntry }) {
  const block = dateBlock(entry);
  const time = timeRange(entry);
  const kind = SCHEDULE_KIND_LABELS[entry.kind];
  return (
    <article
      className={`${styles.card} ${styles[entry.kind.replace('-', '')] ?? ''}`}
      aria-label={entry.title}
    >
      <div
        className={`${styles.date} ${entry.endDate && entry.endDate !== entry.date ? styles.range : ''}`}
        aria-hidden="true"
      >
        <span className={styles.weekday}>{block.weekday}</span>
        <span className={styles.days}>{block.days}</span>
        <span className={styles.month}>{block.month}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <abbr className={styles.kind} title={kind.name}>
            {kind.badge}
          </abbr>
          <span className="visually-hidden">{dateInWords(entry)}, </span>
          <span className={styles.time}>
            {time ? (
              <>
                <time>{time}</time> {SCHEDULE_TEXT.zone}
              </>
            ) : (
              SCHEDULE_TEXT.allDay
            )}
          </span>
        </p>
        <h3 className={styles.title}>{entry.title}</h3>
        {entry.location && (
          <p className={styles.location}>
            <MapPinIcon size={16} aria-hidden="true" />
            <span>{entry.location}</span>
          </p>
        )}
        {entry.meetingDetails && <p className={styles.details}>{entry.meetingDetails}</p>}
        {entry.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {entry.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {(entry.zoomLink || entry.recLink) && (
          <div className={styles.links}>
            {entry.zoomLink && (
              <a
                className={buttonClass({ size: 'sm' })}
                href={entry.zoomLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${SCHEDULE_TEXT.join} ${entry.title}`}
              >
                {SCHEDULE_TEXT.join}
              </a>
            )}
            {entry.recLink && (
              <a
                className={buttonClass({ size: 'sm', variant: 'secondary' })}
                href={entry.recLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${SCHEDULE_TEXT.recording} of ${entry.title}`}
              >
                <VideoIcon size={16} aria-hidden="true" /> {SCHEDULE_TEXT.recording}
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
