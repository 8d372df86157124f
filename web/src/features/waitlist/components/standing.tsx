import type { Position } from '@atelier/contract/waitlist';
import { WAITLIST_UI_TEXT } from '../messages';
import styles from './waitlist.module.css';

/** Where the visitor stands: '#12 of 340', and the credits that got them there. */
export function Standing({ standing }: { standing: Position }) {
  return (
    <div className={styles.standing}>
      <p className={styles.rank} aria-hidden="true">
        #{standing.position}
        <span className={styles.rankOf}> of {standing.total}</span>
      </p>
      <div className={styles.standingText}>
        <p className={styles.standingLine}>{WAITLIST_UI_TEXT.standing(standing.position, standing.total)}</p>
        <p className={styles.muted}>{WAITLIST_UI_TEXT.credits(standing.credits)}</p>
      </div>
    </div>
  );
}
