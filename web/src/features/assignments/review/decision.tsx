import type { TaskReview } from '@atelier/contract/reviews';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { useErrorToast } from '../../../lib/error-toast';
import { CommentForm } from './comment-form';
import { useDecide } from './review-api';
import styles from './review.module.css';

/** The decision on the current revision: request changes (with the open pins), or accept (closing open pins with a note). */
export function Decision({ review, openPins }: { review: TaskReview; openPins: number }) {
  const decide = useDecide({
    submissionId: review.submissionId,
    taskNumber: review.taskNumber,
    assignmentId: review.assignmentId,
  });
  const toastError = useErrorToast('Could not save the review. Please try again.');
  const [asking, setAsking] = useState<'changes' | 'close' | null>(null);
  const send = (body: Parameters<typeof decide.mutateAsync>[0], done: string) =>
    decide
      .mutateAsync(body)
      .then(() => {
        setAsking(null);
        toast.success(done);
      })
      .catch((error: unknown) => {
        toastError(error);
        throw error;
      });
  return (
    <div className={styles.decision}>
      <h2 className={styles.sideTitle}>Decision</h2>
      {asking === 'changes' ? (
        <CommentForm
          label={
            openPins === 0
              ? 'What should change?'
              : openPins === 1
                ? 'Summary (the open pin is sent with it)'
                : `Summary (the ${openPins} open pins are sent with it)`
          }
          submit="Request changes"
          autoFocus
          pending={decide.isPending}
          onCancel={() => setAsking(null)}
          onSend={(comment) => send({ status: 'changes_requested', comment }, 'Changes requested')}
        />
      ) : asking === 'close' ? (
        <CommentForm
          label={
            openPins === 1 ? 'Close the open pin with a note' : `Close the ${openPins} open pins with a note`
          }
          submit="Accept and close them"
          autoFocus
          pending={decide.isPending}
          onCancel={() => setAsking(null)}
          onSend={(note) => send({ status: 'accepted', closeOpenPins: note }, 'Task accepted')}
        />
      ) : (
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={() => setAsking('changes')}>
            Request changes
          </Button>
          <Button
            loading={decide.isPending}
            onClick={() =>
              openPins > 0
                ? setAsking('close')
                : void send({ status: 'accepted' }, 'Task accepted').catch(() => undefined)
            }
          >
            Accept
          </Button>
        </div>
      )}
    </div>
  );
}
