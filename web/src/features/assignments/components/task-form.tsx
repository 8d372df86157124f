import type { AssignmentTask } from '@atelier/contract/assignments';
import { useId, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../components/ui/form';
import { errorText } from '../../../lib/error-text';
import { useSubmitTask, type SubmitTaskRequest } from '../api/submit-task';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT, needFilesText } from '../messages';
import { ImagePicker } from './image-picker';
import { ASSIGNMENT_PATHS } from './paths';
import { usePickedImages } from '../hooks/picked-images';
import styles from './task-form.module.css';

/** The files are what the picker holds (a model task: its checked model); the form holds the OneDrive box. */
export const driveSchema = z.object({ onDrive: z.boolean() });

interface TaskFormProps {
  assignmentId: string;
  submissionId: string | undefined;
  task: AssignmentTask;
}

/** Sends a task and, once it is in, says so and goes back to the task list; a refusal is said with its reason. */
export function useSendTask(assignmentId: string) {
  const submit = useSubmitTask(assignmentId);
  const navigate = useNavigate();
  const send = (request: SubmitTaskRequest) =>
    submit.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.msg || ASSIGNMENT_MESSAGES.submitted);
        void navigate(ASSIGNMENT_PATHS.tasks(assignmentId));
      },
      onError: (error) => {
        const reason = errorText(error, error.message);
        toast.error(`${ASSIGNMENT_MESSAGES.submitFailed}${reason || ASSIGNMENT_TEXT.serverError}`);
      },
    });
  return { send, pending: submit.isPending };
}

/** The spec's OneDrive box, registered with the task's form (`form.register('onDrive')`). */
export function DriveCheck(props: Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const checkboxId = useId();
  return (
    <div className={styles.check}>
      <input id={checkboxId} type="checkbox" {...props} />
      <label htmlFor={checkboxId}>Already Uploaded on Onedrive.</label>
    </div>
  );
}

/**
 * The task's submission (spec-2 Task page, §5, §8): at least the task's number of files (five
 * images unless it asks otherwise: PDF sheet sets, or both, issue 27) and the OneDrive box ticked,
 * checked before anything is sent; then back to the task list.
 */
export function TaskForm({ assignmentId, submissionId, task }: TaskFormProps) {
  const picked = usePickedImages(ASSIGNMENT_LIMITS.maxFiles, task.accepts);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useZodForm(driveSchema, { defaultValues: { onDrive: false } });
  const submit = useSendTask(assignmentId);

  const send = form.handleSubmit(({ onDrive }) => {
    if (!submissionId) {
      toast.error(ASSIGNMENT_MESSAGES.noSubmission);
      return;
    }
    if (picked.images.length < task.minFiles || !onDrive) {
      toast.error(needFilesText(task.minFiles, task.accepts));
      return;
    }
    submit.send({
      submissionId,
      taskNumber: task.taskNumber,
      files: picked.images.map((image) => image.file),
    });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      <ImagePicker
        accepts={task.accepts}
        minFiles={task.minFiles}
        images={picked.images}
        problems={problems}
        onAdd={(files) => setProblems(picked.add(files))}
        onRemove={(id) => {
          picked.remove(id);
          setProblems([]);
        }}
      />
      <DriveCheck {...form.register('onDrive')} />
      <div className={styles.actions}>
        <Button type="submit" loading={submit.pending}>
          Submit Task
        </Button>
      </div>
    </form>
  );
}
