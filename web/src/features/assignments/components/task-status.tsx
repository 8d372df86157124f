import type { TaskStatus } from '@atelier/contract/assignments';
import styles from './task-status.module.css';

const LABELS: Record<TaskStatus, string> = {
  open: 'Not submitted',
  submitted: 'Submitted',
  accepted: 'Accepted',
  changes_requested: 'Changes requested',
};

/** A submitted task's state as the admin reviews it. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {LABELS[status]}
    </span>
  );
}
