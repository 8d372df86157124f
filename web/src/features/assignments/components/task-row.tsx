import { Link } from 'react-router';
import { ChevronRightIcon, CheckIcon, LockIcon } from '../../../components/ui/icons';
import { ASSIGNMENT_PATHS } from './paths';
import styles from './task-row.module.css';
import type { TaskRow } from './task-states';

const STATE_LABELS = { completed: 'Completed', available: 'Available', locked: 'Locked' } as const;

/**
 * One task on the task list: a link when it is the one to do now, else its state. The link is named
 * by its visible text ("SITE Available"; WCAG 2.5.3), the task number being the list's own.
 */
export function TaskRowItem({ row, assignmentId }: { row: TaskRow; assignmentId: string }) {
  const { task, state, changesRequested, progress } = row;
  const label = changesRequested && state !== 'completed' ? 'Changes requested' : STATE_LABELS[state];
  const content = (
    <>
      <span className={styles.number} aria-hidden="true">
        {state === 'completed' ? <CheckIcon size={16} /> : task.taskNumber}
      </span>
      <span className={styles.code}>{task.code}</span>{' '}
      <span
        className={styles.status}
        data-state={changesRequested && state !== 'completed' ? 'changes' : state}
      >
        {state === 'locked' && <LockIcon size={13} aria-hidden="true" />}
        {label}
      </span>
      {state === 'available' && <ChevronRightIcon size={18} className={styles.chevron} aria-hidden="true" />}
    </>
  );
  return (
    <li className={styles.row} data-state={state}>
      {state === 'available' ? (
        <Link to={ASSIGNMENT_PATHS.task(assignmentId, task.taskNumber)} className={styles.line}>
          {content}
        </Link>
      ) : (
        <div className={styles.line}>{content}</div>
      )}
      {changesRequested && progress?.feedback && (
        <p className={styles.feedback}>
          <span className={styles.feedbackLabel}>Feedback from your mentor:</span> {progress.feedback}
        </p>
      )}
    </li>
  );
}
