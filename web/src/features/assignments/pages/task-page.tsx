import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { errorText, isRefusal } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/session-context';
import { useOverview } from '../api/get-overview';
import { useSubmission } from '../api/get-submission';
import { BackLink } from '../components/back-link';
import { ASSIGNMENT_PATHS } from '../components/paths';
import { TaskForm } from '../components/task-form';
import { taskRows, type TaskRow } from '../components/task-states';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '../messages';
import { ModelTask } from '../models/model-task';
import styles from './member-pages.module.css';

/** spec-2 §8: without the ids the page cannot work; it says so and goes back to the list. */
function MissingIds() {
  useEffect(() => {
    toast.error(ASSIGNMENT_MESSAGES.missingIds, { toastId: 'assignment-missing-ids' });
  }, []);
  return <Navigate to={ASSIGNMENT_PATHS.list} replace />;
}

/** Why a task that is not the one to do now cannot be opened. */
function refusal(row: TaskRow, rows: readonly TaskRow[], locked: boolean): string {
  if (row.state === 'completed') return ASSIGNMENT_TEXT.taskDone;
  if (locked) return ASSIGNMENT_TEXT.locked;
  const open = rows.find((r) => r.state === 'available');
  return ASSIGNMENT_TEXT.taskInOrder(open?.task.taskNumber ?? row.task.taskNumber - 1);
}

/**
 * /dashboard/smartLABS/assignment/{id}/task/{n} (spec-2 Task page): the task's code, instructions and
 * hints, and its submission form; only the task that is open now can be submitted.
 */
export function TaskPage() {
  const { assignmentId = '', taskNumber: rawNumber } = useParams();
  const { user } = useSession();
  const taskNumber = Number(rawNumber);
  const ids = Boolean(user?._id && assignmentId && Number.isInteger(taskNumber) && taskNumber > 0);
  if (!ids) return <MissingIds />;
  return <TaskScreen assignmentId={assignmentId} taskNumber={taskNumber} />;
}

function TaskScreen({ assignmentId, taskNumber }: { assignmentId: string; taskNumber: number }) {
  const overview = useOverview(assignmentId);
  const submission = useSubmission(assignmentId);
  const locked = overview.data?.isLocked ?? false;
  const rows = submission.data ? taskRows(submission.data, locked) : [];
  const row = rows.find((r) => r.task.taskNumber === taskNumber);
  const error = submission.error ?? overview.error;
  const ready = submission.data && overview.data;
  const a = overview.data;

  return (
    <Page
      title={row?.task.code ?? 'Task'}
      description={a && row ? `Task ${taskNumber} of ${rows.length} · ${a.code} · ${a.title}` : undefined}
      className={styles.narrow}
    >
      <BackLink to={ASSIGNMENT_PATHS.tasks(assignmentId)}>All tasks</BackLink>
      {!ready && !error && <Loading label="Loading the task…" />}
      {error && (
        <p role="alert" className={styles.notice}>
          {errorText(error, ASSIGNMENT_TEXT.loadFailed, { spoken: isRefusal })}
        </p>
      )}
      {ready && !row && (
        <p role="alert" className={styles.notice}>
          {ASSIGNMENT_TEXT.taskNotFound}
        </p>
      )}
      {ready && row && row.state !== 'available' && (
        <div role="alert" className={styles.notice}>
          <p>{refusal(row, rows, locked)}</p>
          <Link to={ASSIGNMENT_PATHS.tasks(assignmentId)} className={styles.textLink}>
            Back to the tasks
          </Link>
          {row.progress?.submittedAt && (
            <Link
              to={ASSIGNMENT_PATHS.memberReview(assignmentId, row.task.taskNumber)}
              className={styles.textLink}
            >
              See the review of this task
            </Link>
          )}
        </div>
      )}
      {ready && row?.state === 'available' && (
        <article className={styles.taskCard}>
          {row.changesRequested && row.progress?.feedback && (
            <p className={styles.feedback}>
              <span className={styles.feedbackLabel}>Changes requested:</span> {row.progress.feedback}
            </p>
          )}
          {row.progress?.submittedAt && (
            <Link
              to={ASSIGNMENT_PATHS.memberReview(assignmentId, row.task.taskNumber)}
              className={styles.textLink}
            >
              See the pins on your work and reply
            </Link>
          )}
          <section aria-labelledby="instructions-heading" className={styles.section}>
            <h2 id="instructions-heading" className={styles.sectionTitle}>
              Instructions
            </h2>
            <p className={styles.prose}>{row.task.instructions}</p>
          </section>
          {row.task.hints.length > 0 && (
            <section aria-labelledby="hints-heading" className={styles.section}>
              <h2 id="hints-heading" className={styles.sectionTitle}>
                Hints
              </h2>
              <ul className={styles.notes}>
                {row.task.hints.map((hint, i) => (
                  <li key={i}>{hint}</li>
                ))}
              </ul>
            </section>
          )}
          {row.task.accepts === 'model' && submission.data ? (
            <ModelTask assignmentId={assignmentId} submissionId={submission.data._id} task={row.task} />
          ) : (
            <TaskForm assignmentId={assignmentId} submissionId={submission.data?._id} task={row.task} />
          )}
        </article>
      )}
    </Page>
  );
}
