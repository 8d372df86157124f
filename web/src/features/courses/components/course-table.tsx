import type { CourseSummary } from '@atelier/contract/courses';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableHead, RowButton, SwapLabel } from '../../../components/ui/table-parts';
import { CourseCover } from './course-cover';
import styles from './course-table.module.css';

interface CourseTableProps {
  courses: readonly CourseSummary[];
  onEdit: (course: CourseSummary) => void;
  onToggleLock: (course: CourseSummary) => void;
  onDelete: (course: CourseSummary) => void;
  /** The course whose lock is being changed. */
  busyId?: string;
}

export function CourseTable({ courses, onEdit, onToggleLock, onDelete, busyId }: CourseTableProps) {
  return (
    <DataTable label="Course list" className={styles.table}>
      <DataTableHead columns={['Course', 'Content', 'Status']} />
      <tbody>
        {courses.map((course) => (
          <tr key={course._id}>
            <th scope="row" className={styles.courseCell}>
              <span className={styles.thumb}>
                <CourseCover src={course.coverImage} />
              </span>
              <span className={styles.title}>{course.title}</span>
            </th>
            <td className={styles.muted} data-label="Content">
              {course.sectionCount} sections · {course.chapterCount} chapters
            </td>
            <td data-label="Status">
              <span className={course.locked ? styles.locked : styles.open}>
                {course.locked ? 'Locked' : 'Unlocked'}
              </span>
            </td>
            <td className={styles.actions}>
              <RowButton verb="Edit" item={course.title} onClick={() => onEdit(course)} />
              <RowButton
                verb={course.locked ? 'Unlock' : 'Lock'}
                item={course.title}
                onClick={() => onToggleLock(course)}
                loading={busyId === course._id}
              >
                {/* Both words take the same room, so the buttons after it never shift between rows. */}
                <SwapLabel words={['Unlock', 'Lock']} current={course.locked ? 'Unlock' : 'Lock'} />
              </RowButton>
              <RowButton
                verb="Delete"
                item={course.title}
                variant="danger"
                onClick={() => onDelete(course)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
