import type { CourseProgressTable as Table } from '@atelier/contract/progress';
import { cell, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import { PROGRESS_TEXT } from '../messages';
import styles from './course-progress-table.module.css';

/** Who opened chapters of a course: chapters opened of all, time on them, last seen. */
export function CourseProgressTable({ table }: { table: Table }) {
  return (
    <DataTable
      label={`Progress in ${table.course.title}`}
      className={styles.table}
      scrollerClassName={styles.scroller}
    >
      <DataTableHead
        columns={[
          'Learner',
          'E-mail',
          { label: 'Chapters opened', className: cell.end },
          { label: 'Time', className: cell.end },
          'Last seen',
        ]}
        actions={false}
      />
      <tbody>
        {table.items.map((learner) => (
          <tr key={learner.userId}>
            <th scope="row" className={cell.rowHeading}>
              {learner.name}
              {learner.role === 'admin' && <span className={styles.role}> (admin)</span>}
            </th>
            <td className={cell.breakAnywhere}>
              <EmailAddress email={learner.email} />
            </td>
            <td className={`${cell.numeric} ${cell.end}`} data-label="Chapters opened">
              <span className={styles.opened}>
                {Math.min(learner.chaptersOpened, table.course.chapterCount)} / {table.course.chapterCount}
              </span>
            </td>
            <td className={`${cell.numeric} ${cell.end} ${cell.nowrap}`} data-label="Time">
              {PROGRESS_TEXT.minutes(learner.seconds)}
            </td>
            <td data-label="Last seen">
              <When iso={learner.lastSeenAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
