import type { CourseProgressTable as Table } from '@atelier/contract/progress';
import { cell, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
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
      <thead>
        <tr>
          <th scope="col">Learner</th>
          <th scope="col">E-mail</th>
          <th scope="col" className={cell.end}>
            Chapters opened
          </th>
          <th scope="col" className={cell.end}>
            Time
          </th>
          <th scope="col">Last seen</th>
        </tr>
      </thead>
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
