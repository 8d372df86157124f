import type { MailLogEntry } from '@atelier/contract/mail';
import { ScrollCues, useScrollCues } from '../../../components/ui/scroll-cues';
import styles from './mail-log-table.module.css';

const DASH = '—';
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  return (
    <time dateTime={iso}>
      <span className={styles.day}>{DAY.format(date)}</span>{' '}
      <span className={styles.time}>{TIME.format(date)}</span>
    </time>
  );
}

/** An address may break after its '@' where the column is narrow, rather than inside a word. */
function Address({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export const STATUS_LABELS = { sent: 'Sent', failed: 'Failed', suppressed: 'Suppressed' } as const;

/** The mail log (newest first); it scrolls sideways inside its card where the screen is narrow. */
export function MailLogTable({ entries }: { entries: readonly MailLogEntry[] }) {
  const [trackScroll, cues] = useScrollCues<HTMLDivElement>();
  return (
    <ScrollCues before={cues.before} after={cues.after}>
      {/* Focusable, so a keyboard can scroll it when it is wider than the screen. */}
      <div ref={trackScroll} className={styles.scroller} role="region" aria-label="Mail log" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Recipient</th>
              <th scope="col">Subject</th>
              <th scope="col">Template</th>
              <th scope="col">Status</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td>
                  <When iso={entry.createdAt} />
                </td>
                <th scope="row" className={styles.recipient}>
                  <Address email={entry.recipient} />
                </th>
                <td className={styles.subject}>{entry.subject || DASH}</td>
                <td className={styles.template}>
                  {entry.templateName ?? (entry.kind === 'account' ? 'Account e-mail' : DASH)}
                </td>
                <td>
                  <span className={styles.status} data-status={entry.status}>
                    {STATUS_LABELS[entry.status]}
                  </span>
                </td>
                <td className={styles.detail}>
                  {entry.detail ? (
                    <span className={styles.detailText} title={entry.detail}>
                      {entry.detail}
                    </span>
                  ) : (
                    DASH
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ScrollCues>
  );
}
