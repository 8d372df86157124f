import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { DonePanel } from '../../../components/ui/done-panel';
import { EVENT_MESSAGES } from '../messages';
import styles from './registration.module.css';

/** spec-2 §2: after registering, the note about the Zoom link and the two ways on. */
export function Registered({ eventName }: { eventName: string }) {
  return (
    <DonePanel id="registered-heading" className={styles.registered} title={EVENT_MESSAGES.registered}>
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
    </DonePanel>
  );
}
