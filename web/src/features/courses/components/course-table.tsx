import type { CourseSummary } from '@atelier/contract/courses';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableHead, SwapLabel } from '../../../components/ui/table-parts';
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
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEdit(course)}
                aria-label={`Edit ${course.title}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onToggleLock(course)}
                loading={busyId === course._id}
                aria-label={`${course.locked ? 'Unlock' : 'Lock'} ${course.title}`}
              >
                {/* Both words take the same room, so the buttons after it never shift between rows. */}
                <SwapLabel words={['Unlock', 'Lock']} current={course.locked ? 'Unlock' : 'Lock'} />
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => onDelete(course)}
                aria-label={`Delete ${course.title}`}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
