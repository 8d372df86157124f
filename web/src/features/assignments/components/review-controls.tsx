import type { ReviewBody } from '@atelier/contract/assignments';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { serverProblem } from '../../../components/ui/form';
import { CheckIcon } from '../../../components/ui/icons';
import { useReviewTask } from '../api/review-task';
import { ASSIGNMENT_TEXT } from '../messages';
import { RequestChangesDialog } from './request-changes-dialog';
import styles from './submission-card.module.css';

interface ReviewControlsProps {
  assignmentId: string;
  submissionId: string;
  taskNumber: number;
  /** 'T1 by Asha Rao', for the buttons' names and the dialog. */
  subject: string;
  onReviewed: (message: string) => void;
}

/** Accept a submitted task, or request changes with a comment (the task opens again for the member). */
export function ReviewControls(props: ReviewControlsProps) {
  const { assignmentId, submissionId, taskNumber, subject, onReviewed } = props;
  const review = useReviewTask(assignmentId);
  const [asking, setAsking] = useState(false);
  const sending = review.isPending ? review.variables.body.status : undefined;

  function send(body: ReviewBody) {
    review.mutate(
      { submissionId, taskNumber, body },
      {
        onSuccess: ({ message }) => {
          setAsking(false);
          onReviewed(message);
        },
        onError: (error) => toast.error(serverProblem(error)?.message ?? ASSIGNMENT_TEXT.reviewFailed),
      },
    );
  }

  return (
    <div className={styles.review}>
      <Button
        size="sm"
        loading={sending === 'accepted'}
        disabled={review.isPending}
        onClick={() => send({ status: 'accepted', comment: '' })}
        aria-label={`Accept ${subject}`}
      >
        <CheckIcon size={16} aria-hidden="true" /> Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={review.isPending}
        onClick={() => setAsking(true)}
        aria-label={`Request changes to ${subject}`}
      >
        Request changes
      </Button>
      {asking && (
        <RequestChangesDialog
          subject={subject}
          pending={sending === 'changes_requested'}
          onSend={(comment) => send({ status: 'changes_requested', comment })}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
