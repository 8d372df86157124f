import type { ScheduleEntry } from '@atelier/contract/schedule';
import { cell, DataTable } from '../../../components/ui/data-table';
import { DataTableHead, RowButton } from '../../../components/ui/table-parts';
import { SCHEDULE_KIND_LABELS } from '../messages';
import { dateBlock, timeRange } from './schedule-dates';
import styles from './schedule-admin.module.css';

interface ScheduleAdminTableProps {
  entries: readonly ScheduleEntry[];
  onEdit: (entry: ScheduleEntry) => void;
  onDelete: (entry: ScheduleEntry) => void;
}

const shortDate = (entry: ScheduleEntry) => {
  const block = dateBlock(entry);
  return `${block.weekday} ${block.days} ${block.month}`;
};

/** Every entry in date order, with its actions. */
export function ScheduleAdminTable({ entries, onEdit, onDelete }: ScheduleAdminTableProps) {
  return (
    <DataTable label="Schedule entries" className={styles.table}>
      <DataTableHead columns={['Date', 'Time', 'Kind', 'Title', 'Location']} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td className={cell.nowrap}>
              <time dateTime={entry.date}>{shortDate(entry)}</time>
            </td>
            <td className={`${cell.nowrap} ${cell.numeric}`}>{timeRange(entry) ?? 'All day'}</td>
            <td className={cell.nowrap}>
              <abbr title={SCHEDULE_KIND_LABELS[entry.kind].name}>
                {SCHEDULE_KIND_LABELS[entry.kind].badge}
              </abbr>
            </td>
            <th scope="row" className={cell.rowHeading}>
              {entry.title}
            </th>
            <td className={cell.muted}>{entry.location || '—'}</td>
            <td>
              <div className={styles.rowActions}>
                <RowButton verb="Edit" item={entry.title} onClick={() => onEdit(entry)} />
                <RowButton
                  verb="Delete"
                  item={entry.title}
                  variant="ghost"
                  className={styles.delete}
                  onClick={() => onDelete(entry)}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
