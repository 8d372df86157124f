import type { Summary } from '@atelier/contract/summaries';
import { cell, DataTable } from '../../../components/ui/data-table';
import { DataTableHead, RowButton, RowLink } from '../../../components/ui/table-parts';
import { SUMMARY_TEXT } from '../messages';
import { sessionDay } from './session-date';
import styles from './summary-admin-list.module.css';

interface SummaryAdminListProps {
  summaries: readonly Summary[];
  onDelete: (summary: Summary) => void;
}

/** The written summaries, newest session first: each to edit or delete. */
export function SummaryAdminList({ summaries, onDelete }: SummaryAdminListProps) {
  return (
    <DataTable label={SUMMARY_TEXT.written} className={styles.table}>
      <DataTableHead columns={['Session', 'Date', 'Tag']} />
      <tbody>
        {summaries.map((summary) => (
          <tr key={summary._id}>
            <th scope="row" className={cell.rowHeading}>
              {summary.sessionTitle}
            </th>
            <td className={cell.nowrap}>
              <time dateTime={summary.sessionDate}>{sessionDay(summary.sessionDate)}</time>
            </td>
            <td className={cell.muted}>{summary.tag}</td>
            <td>
              <div className={styles.rowActions}>
                <RowLink
                  verb={SUMMARY_TEXT.edit}
                  item={summary.sessionTitle}
                  to={`/dashboard/admin/summary/edit/${encodeURIComponent(summary._id)}`}
                />
                <RowButton
                  verb={SUMMARY_TEXT.delete}
                  item={summary.sessionTitle}
                  variant="ghost"
                  className={styles.delete}
                  onClick={() => onDelete(summary)}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
