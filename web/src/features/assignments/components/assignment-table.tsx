import type { Assignment } from '@atelier/contract/assignments';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableHead, RowButton, RowLink, SwapLabel } from '../../../components/ui/table-parts';
import { LockIcon } from '../../../components/ui/icons';
import { ASSIGNMENT_PATHS } from './paths';
import styles from './assignment-table.module.css';

interface AssignmentTableProps {
  assignments: readonly Assignment[];
  /** The assignment whose lock is being changed. */
  busyId: string | undefined;
  onToggleLock: (assignment: Assignment) => void;
}

const tasks = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

/** Every assignment with its lock state, and Edit, Lock/Unlock and Submissions. */
export function AssignmentTable({ assignments, busyId, onToggleLock }: AssignmentTableProps) {
  return (
    <DataTable label="Assignment list" className={styles.table}>
      <DataTableHead columns={['Assignment', 'Tasks', 'Status']} />
      <tbody>
        {assignments.map((a) => (
          <tr key={a._id}>
            <th scope="row" className={styles.title}>
              <span className={styles.code}>{a.code}</span>
              {a.title}
            </th>
            <td className={styles.muted}>{tasks(a.tasks.length)}</td>
            <td>
              <span className={a.isLocked ? styles.locked : styles.open}>
                {a.isLocked && <LockIcon size={13} aria-hidden="true" />}
                {a.isLocked ? 'Locked' : 'Open'}
              </span>
            </td>
            <td className={styles.actions}>
              <RowLink verb="Submissions of" item={a.code} to={ASSIGNMENT_PATHS.submissions(a._id)}>
                Submissions
              </RowLink>
              <RowLink verb="Edit" item={a.code} to={ASSIGNMENT_PATHS.edit(a._id)} />
              <RowButton
                verb={a.isLocked ? 'Unlock' : 'Lock'}
                item={a.code}
                loading={busyId === a._id}
                onClick={() => onToggleLock(a)}
              >
                <SwapLabel words={['Unlock', 'Lock']} current={a.isLocked ? 'Unlock' : 'Lock'} />
              </RowButton>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
