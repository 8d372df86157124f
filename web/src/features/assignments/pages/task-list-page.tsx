import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { errorText, isRefusal } from '../../../lib/error-text';
import { useOverview } from '../api/get-overview';
import { useSubmission } from '../api/get-submission';
import { BackLink } from '../components/back-link';
import { ASSIGNMENT_PATHS } from '../components/paths';
import { ProgressRing } from '../components/progress-ring';
import { TaskRowItem } from '../components/task-row';
import { taskRows } from '../components/task-states';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './member-pages.module.css';

/**
 * /dashboard/smartLABS/assignment/{id}/tasks (spec-2 Task list): the tasks by code as Completed,
 * Available or Locked; only the next incomplete one opens. Without a submission yet the assignment is
 * started first (spec-2 §4).
 */
export function TaskListPage() {
  const { assignmentId = '' } = useParams();
  const overview = useOverview(assignmentId);
  const submission = useSubmission(assignmentId);
  const a = overview.data;
  const locked = a?.isLocked ?? false;
  const rows = submission.data ? taskRows(submission.data, locked) : [];
  const done = rows.filter((r) => r.state === 'completed').length;
  const error = submission.error ?? overview.error;

  return (
    <Page title="Tasks" description={a ? `${a.code} · ${a.title}` : undefined} className={styles.narrow}>
      <BackLink to={ASSIGNMENT_PATHS.list}>All assignments</BackLink>
      {(submission.isPending || overview.isPending) && !error && <Loading label="Loading the tasks…" />}
      {error && (
        <p role="alert" className={styles.notice}>
          {errorText(error, ASSIGNMENT_TEXT.loadFailed, { spoken: isRefusal })}
        </p>
      )}
      {submission.data && a && (
        <>
          <div className={styles.summary}>
            <ProgressRing done={done} total={rows.length} />
            <p>
              {done === rows.length
                ? 'Every task is submitted.'
                : `${done} of ${rows.length} tasks completed.`}{' '}
              {!locked && done < rows.length && 'Tasks open one after another.'}
            </p>
          </div>
          {locked && <p className={styles.lockedNotice}>{ASSIGNMENT_TEXT.lockedNotice}</p>}
          <ol className={styles.taskList} aria-label="Tasks">
            {rows.map((row) => (
              <TaskRowItem key={row.task.taskNumber} row={row} assignmentId={assignmentId} />
            ))}
          </ol>
          {done === rows.length && (
            <Link to={ASSIGNMENT_PATHS.list} className={styles.textLink}>
              Back to all assignments
            </Link>
          )}
        </>
      )}
    </Page>
  );
}
