import { useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { errorText } from '../../../lib/error-text';
import { useSubmission } from '../api/get-submission';
import { BackLink } from '../components/back-link';
import { ASSIGNMENT_PATHS } from '../components/paths';
import styles from '../pages/assignment-pages.module.css';
import { useTaskReview } from './review-api';
import { ReviewWorkspace } from './review-workspace';

/** A task's review, loaded: the workspace, or why it is not there. */
function TaskReviewView({
  submissionId,
  taskNumber,
  reviewer,
}: {
  submissionId: string;
  taskNumber: number;
  reviewer: boolean;
}) {
  const review = useTaskReview(submissionId, taskNumber);
  if (review.isPending) return <Loading label="Loading the review…" />;
  if (review.isError) {
    return (
      <p role="alert" className={styles.notice}>
        {errorText(review.error, 'Could not load the review. Please try again.')}
      </p>
    );
  }
  return <ReviewWorkspace review={review.data} reviewer={reviewer} taskCode={`task-${taskNumber}`} />;
}

/** /dashboard/admin/assignment-manager/{id}/review/{submissionId}/{taskNumber}: the admin reviews a member's task. */
export function AdminReviewPage() {
  const { id = '', submissionId = '', taskNumber = '1' } = useParams();
  return (
    <Page title={`Review of task ${taskNumber}`} className={styles.wide}>
      <BackLink to={ASSIGNMENT_PATHS.submissions(id)}>Submissions</BackLink>
      <TaskReviewView submissionId={submissionId} taskNumber={Number(taskNumber)} reviewer />
    </Page>
  );
}

/** /dashboard/smartLABS/assignment/{assignmentId}/task/{taskNumber}/review: the member reads the pins on their own task and replies. */
export function MemberReviewPage() {
  const { assignmentId = '', taskNumber = '1' } = useParams();
  const submission = useSubmission(assignmentId);
  return (
    <Page title={`Review of task ${taskNumber}`} className={styles.wide}>
      <BackLink to={ASSIGNMENT_PATHS.task(assignmentId, Number(taskNumber))}>Task {taskNumber}</BackLink>
      {submission.isPending && <Loading label="Loading the review…" />}
      {submission.isError && (
        <p role="alert" className={styles.notice}>
          {errorText(submission.error, 'Could not load the review. Please try again.')}
        </p>
      )}
      {submission.data && (
        <TaskReviewView submissionId={submission.data._id} taskNumber={Number(taskNumber)} reviewer={false} />
      )}
    </Page>
  );
}
