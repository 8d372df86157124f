import type { WaitlistEntry } from '@atelier/contract/waitlist';
import { Button } from '../../../components/ui/button';
import styles from './waitlist-table.module.css';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function joinedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

interface WaitlistTableProps {
  entries: readonly WaitlistEntry[];
  onApprove: (entry: WaitlistEntry) => void;
  /** The entry being approved. */
  busyId?: string;
}

/** The Waitlist Approval Panel's table; on a phone each entry becomes a card. */
export function WaitlistTable({ entries, onApprove, busyId }: WaitlistTableProps) {
  return (
    // Focusable, so a keyboard can scroll it when it is wider than the screen.
    <div className={styles.scroller} role="region" aria-label="Waitlist entries" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Institution</th>
            <th scope="col">Country</th>
            <th scope="col">Phone</th>
            <th scope="col">Ref. Code</th>
            <th scope="col">Referrals</th>
            <th scope="col">Status</th>
            <th scope="col">Joined</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <th scope="row" className={styles.name}>
                {entry.name}
              </th>
              <td data-label="Email" className={styles.email}>
                {entry.email}
              </td>
              <td data-label="Institution">{entry.institution}</td>
              <td data-label="Country">{entry.country}</td>
              <td data-label="Phone" className={styles.nowrap}>
                {entry.phone}
              </td>
              <td data-label="Ref. Code" className={styles.code}>
                {entry.refCode}
              </td>
              <td data-label="Referrals" className={styles.number}>
                {entry.referrals}
              </td>
              {/* Approve sits under the status it changes, so the columns fit beside the sidebar at 1280 px. */}
              <td data-label="Status">
                <div className={styles.status}>
                  <span className={entry.status === 'approved' ? styles.approved : styles.waiting}>
                    {entry.status === 'approved' ? 'Approved' : 'Waiting'}
                  </span>
                  {entry.status === 'waiting' && (
                    <Button
                      size="sm"
                      onClick={() => onApprove(entry)}
                      loading={busyId === entry._id}
                      aria-label={`Approve ${entry.name}`}
                    >
                      Approve
                    </Button>
                  )}
                </div>
              </td>
              <td data-label="Joined" className={styles.joined}>
                <time dateTime={entry.createdAt}>{joinedOn(entry.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
