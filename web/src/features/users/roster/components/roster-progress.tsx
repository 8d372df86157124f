import type { RosterImport } from '@atelier/contract/rosters';
import { ROSTER_UI_TEXT } from '../messages';
import styles from './roster.module.css';

/** While the invitations go out: how many are sent; once done, what the import made and skipped. */
export function RosterProgress({ run }: { run: RosterImport }) {
  const sent = run.invited + run.failed;
  const skipped = run.rows.filter((row) => row.result === 'skipped');
  return (
    <section className={styles.progressBox} aria-label="Import progress">
      {run.created > 0 && (
        <div className={styles.progressLine}>
          <progress
            className={styles.progress}
            max={run.created}
            value={sent}
            aria-label="Invitations sent"
            aria-valuetext={ROSTER_UI_TEXT.progress(sent, run.created)}
          />
          <span className={styles.count}>{ROSTER_UI_TEXT.progress(sent, run.created)}</span>
        </div>
      )}
      <p className={styles.result} role="status">
        {run.status === 'done' ? ROSTER_UI_TEXT.done : ROSTER_UI_TEXT.sending}
        {' · '}
        {ROSTER_UI_TEXT.result(run.created, run.skipped)}
        {run.status === 'done' && run.created > 0 && ` ${ROSTER_UI_TEXT.invites(run.invited, run.failed)}`}
      </p>
      {skipped.length > 0 && (
        <details open={skipped.length <= 10}>
          <summary>{ROSTER_UI_TEXT.skippedHeading}</summary>
          <ul className={styles.skippedList}>
            {skipped.map((row) => (
              <li key={row.line}>
                {row.name} · {row.email}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
