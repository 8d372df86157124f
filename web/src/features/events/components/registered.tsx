import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { EVENT_MESSAGES } from '../messages';
import styles from './registration.module.css';

/** spec-2 §2: after registering, the note about the Zoom link and the two ways on. */
export function Registered({ eventName }: { eventName: string }) {
  return (
    <section className={styles.registered} aria-labelledby="registered-heading">
      <span className={styles.tick} aria-hidden="true">
        <CheckIcon size={28} strokeWidth={3} />
      </span>
      <h1 id="registered-heading" className={styles.registeredHeading} tabIndex={-1}>
        {EVENT_MESSAGES.registered}
      </h1>
      <p className={styles.eventLine}>{eventName}</p>
      <p className={styles.registeredText}>{EVENT_MESSAGES.registeredText}</p>
      <div className={styles.actions}>
        <Link to="/waitlist" className={buttonClass()}>
          Join Waitlist
        </Link>
        {/* spec-2 §4: Register Another reloads the page, for a fresh form. */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Register Another
        </Button>
      </div>
    </section>
  );
}
