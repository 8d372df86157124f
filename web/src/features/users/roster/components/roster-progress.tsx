import type { RosterImport } from '@atelier/contract/rosters';
import { ROSTER_UI_TEXT } from '../messages';
import styles from './roster.module.css';

/** The bar of the step under way: the accounts made, then the invitations sent. */
function Step({ label, text, done, total }: { label: string; text: string; done: number; total: number }) {
  return (
    <div className={styles.progressLine}>
      <progress
        className={styles.progress}
        max={Math.max(total, 1)}
        value={done}
        aria-label={label}
        aria-valuetext={text}
      />
      <span className={styles.count}>{text}</span>
    </div>
  );
}

/**
 * While it runs: how many accounts are made ("Creating accounts… n of N"), then how many
 * invitations are sent; once done, what the import made and skipped.
 */
export function RosterProgress({ run }: { run: RosterImport }) {
  const made = run.created + run.skipped;
  const toMake = run.total - run.invalid;
  const sent = run.invited + run.failed;
  const skipped = (run.rows ?? []).filter((row) => row.result === 'skipped');
  return (
    <section className={styles.progressBox} aria-label="Import progress">
      {run.status === 'importing' && (
        <Step
          label="Accounts created"
          text={ROSTER_UI_TEXT.creating(made, toMake)}
          done={made}
          total={toMake}
        />
      )}
      {run.status !== 'importing' && run.created > 0 && (
        <Step
          label="Invitations sent"
          text={(run.status === 'done' ? ROSTER_UI_TEXT.invited : ROSTER_UI_TEXT.inviting)(sent, run.created)}
          done={sent}
          total={run.created}
        />
      )}
      <p className={styles.result} role="status">
        {run.status === 'done' ? ROSTER_UI_TEXT.done : ROSTER_UI_TEXT.working}
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
