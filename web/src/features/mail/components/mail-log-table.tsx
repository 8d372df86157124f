import type { MailLogEntry } from '@atelier/contract/mail';
import { cell, DASH, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import styles from './mail-log-table.module.css';

export const STATUS_LABELS = { sent: 'Sent', failed: 'Failed', suppressed: 'Suppressed' } as const;

/** The mail log (newest first); it scrolls sideways inside its card where the screen is narrow. */
export function MailLogTable({ entries }: { entries: readonly MailLogEntry[] }) {
  return (
    <DataTable label="Mail log" className={styles.table}>
      <DataTableHead
        columns={['Date', 'Recipient', 'Subject', 'Template', 'Status', 'Detail']}
        actions={false}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td>
              <When iso={entry.createdAt} time="medium" />
            </td>
            <th scope="row" className={`${cell.rowHeading} ${styles.recipient}`}>
              <EmailAddress email={entry.recipient} />
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
            <td className={`${cell.muted} ${styles.detail}`}>
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
    </DataTable>
  );
}
