import type { EventMeta } from '@atelier/contract/events';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useEvents } from '../api/get-events';
import { EventPoster } from '../components/event-poster';
import { Registered } from '../components/registered';
import { RegistrationForm } from '../components/registration-form';
import { EVENT_MESSAGES, EVENT_TEXT } from '../messages';
import publicPage from '../../../styles/public-page.module.css';
import styles from './event-registration-page.module.css';

/**
 * Which event the page registers for: /event takes the second of the list (spec-2 §2), and
 * /event/{eventId} the one named. Without one, the words the page shows instead.
 */
function pick(events: readonly EventMeta[], eventId: string | undefined) {
  const event = eventId ? events.find((e) => e.eventId === eventId) : events[1];
  if (!event) return { problem: eventId ? EVENT_TEXT.eventNotFound : EVENT_MESSAGES.noSecondEvent } as const;
  const fallback = event === events[0] ? EVENT_MESSAGES.latestEvent : EVENT_MESSAGES.anEvent;
  return { event, name: event.eventName.trim() || fallback } as const;
}

function Problem({ message }: { message: string }) {
  return (
    <div className={styles.problem}>
      <span className={styles.problemIcon} aria-hidden="true">
        <CalendarIcon size={26} />
      </span>
      <h1 className={styles.problemTitle}>Event Registration</h1>
      <p role="alert">{message}</p>
      <Link to="/events" className={buttonClass({ variant: 'secondary' })}>
        See all events
      </Link>
    </div>
  );
}

/** /event and /event/{eventId}: the event's form, then 'You're Registered!'. */
export function EventRegistrationPage() {
  const { eventId } = useParams();
  const events = useEvents();
  const { defaultRefCode } = useSiteConfig();
  const [registered, setRegistered] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const chosen = events.data ? pick(events.data, eventId) : undefined;
  usePageTitle(chosen?.event ? chosen.name : 'Event Registration');

  // The form is replaced: the reader starts again at the confirmation's heading.
  useLayoutEffect(() => {
    if (!registered) return;
    main.current?.querySelector<HTMLElement>('h1')?.focus();
    window.scrollTo({ top: 0 });
  }, [registered]);

  if (events.isPending) return <Loading label="Loading the event…" />;
  if (events.isError || !chosen) return <Problem message={EVENT_MESSAGES.loadFailed} />;
  if (!chosen.event) return <Problem message={chosen.problem} />;
  const { event, name } = chosen;

  if (registered)
    return (
      <div ref={main} className={styles.narrow}>
        <Registered eventName={name} />
      </div>
    );

  return (
    <div className={publicPage.split}>
      <div className={styles.about}>
        <p className={styles.eyebrow}>
          <CalendarIcon size={16} /> Free event
        </p>
        <h1 className={styles.title}>{name}</h1>
        <EventPoster src={event.posterUrl} alt={`Poster of ${name}`} className={styles.poster} />
      </div>
      <div className={styles.card}>
        <RegistrationForm event={event} refCode={defaultRefCode} onRegistered={() => setRegistered(true)} />
      </div>
    </div>
  );
}
