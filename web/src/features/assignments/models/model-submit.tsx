import { MODEL_TEXT, type ModelCheck } from '@atelier/contract/models';
import { useId } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../components/ui/form';
import { DriveCheck, driveSchema, useSendTask } from '../components/task-form';
import { needFilesText } from '../messages';
import styles from './model-task.module.css';

/** Why the draft cannot be submitted yet, or null when it can. */
export function notSubmittableReason(model: ModelCheck | null): string | null {
  if (!model) return 'Upload your model first: it is checked before you submit it.';
  if (model.revision !== null) return MODEL_TEXT.modelSubmitted;
  if (model.status === 'queued' || model.status === 'reading') return MODEL_TEXT.modelNotReady;
  if (model.status === 'failed') return MODEL_TEXT.modelUnreadable;
  return model.submittable ? null : MODEL_TEXT.modelFailsIds;
}

interface ModelSubmitProps {
  assignmentId: string;
  submissionId: string;
  taskNumber: number;
  model: ModelCheck | null;
}

/** The OneDrive box and Submit, sending the checked model's id instead of files; held back, with the reason, until the model may go. */
export function ModelSubmit({ assignmentId, submissionId, taskNumber, model }: ModelSubmitProps) {
  const form = useZodForm(driveSchema, { defaultValues: { onDrive: false } });
  const submit = useSendTask(assignmentId);
  const reasonId = useId();
  const reason = notSubmittableReason(model);

  const send = form.handleSubmit(({ onDrive }) => {
    if (!model || reason) return;
    if (!onDrive) {
      toast.error(needFilesText(1, 'model'));
      return;
    }
    submit.send({ submissionId, taskNumber, files: [], modelId: model.id });
  });

  return (
    <form className={styles.submit} onSubmit={(event) => void send(event)} noValidate>
      <DriveCheck {...form.register('onDrive')} />
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={submit.pending}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          Submit Task
        </Button>
      </div>
    </form>
  );
}
