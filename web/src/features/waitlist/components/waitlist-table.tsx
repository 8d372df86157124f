import type { WaitlistEntry } from '@atelier/contract/waitlist';
import { Button } from '../../../components/ui/button';
import { cell, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import styles from './waitlist-table.module.css';

interface WaitlistTableProps {
  entries: readonly WaitlistEntry[];
  onApprove: (entry: WaitlistEntry) => void;
  /** The entry being approved. */
  busyId?: string;
}

/** The Waitlist Approval Panel's table; on a phone each entry becomes a card. */
export function WaitlistTable({ entries, onApprove, busyId }: WaitlistTableProps) {
  return (
    <DataTable label="Waitlist entries" className={styles.table} scrollerClassName={styles.scroller}>
      <DataTableHead
        columns={[
          'Name',
          'Email',
          'Institution',
          'Country',
          'Phone',
          'Ref. Code',
          'Referrals',
          'Status',
          'Joined',
        ]}
        actions={false}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id}>
            <th scope="row" className={`${cell.rowHeading} ${styles.name}`}>
              {entry.name}
            </th>
            <td data-label="Email" className={`${cell.breakAnywhere} ${styles.email}`}>
              <EmailAddress email={entry.email} />
            </td>
            <td data-label="Institution">{entry.institution}</td>
            <td data-label="Country">{entry.country}</td>
            <td data-label="Phone" className={cell.nowrap}>
              {entry.phone}
            </td>
            <td data-label="Ref. Code" className={`${cell.code} ${styles.code}`}>
              {entry.refCode}
            </td>
            <td data-label="Referrals" className={cell.numeric}>
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
              <When iso={entry.createdAt} time="none" />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
