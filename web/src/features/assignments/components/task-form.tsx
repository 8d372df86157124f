import type { AssignmentTask } from '@atelier/contract/assignments';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../components/ui/form';
import { errorText } from '../../../lib/error-text';
import { useSubmitTask } from '../api/submit-task';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT, needFilesText } from '../messages';
import { ImagePicker } from './image-picker';
import { ASSIGNMENT_PATHS } from './paths';
import { usePickedImages } from '../hooks/picked-images';
import styles from './task-form.module.css';

/** The images are files the picker holds; the form holds the OneDrive box. */
const taskSchema = z.object({ onDrive: z.boolean() });

interface TaskFormProps {
  assignmentId: string;
  submissionId: string | undefined;
  task: AssignmentTask;
}

/**
 * The task's submission (spec-2 Task page, §5, §8): at least the task's number of files (five
 * images unless it asks otherwise: PDF sheet sets, or both, issue 27) and the OneDrive box ticked,
 * checked before anything is sent; then back to the task list.
 */
export function TaskForm({ assignmentId, submissionId, task }: TaskFormProps) {
  const picked = usePickedImages(ASSIGNMENT_LIMITS.maxFiles, task.accepts);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useZodForm(taskSchema, { defaultValues: { onDrive: false } });
  const submit = useSubmitTask(assignmentId);
  const navigate = useNavigate();
  const checkboxId = useId();

  const send = form.handleSubmit(({ onDrive }) => {
    if (!submissionId) {
      toast.error(ASSIGNMENT_MESSAGES.noSubmission);
      return;
    }
    if (picked.images.length < task.minFiles || !onDrive) {
      toast.error(needFilesText(task.minFiles, task.accepts));
      return;
    }
    submit.mutate(
      { submissionId, taskNumber: task.taskNumber, files: picked.images.map((image) => image.file) },
      {
        onSuccess: (answer) => {
          toast.success(answer.msg || ASSIGNMENT_MESSAGES.submitted);
          void navigate(ASSIGNMENT_PATHS.tasks(assignmentId));
        },
        onError: (error) => {
          const reason = errorText(error, error.message);
          toast.error(`${ASSIGNMENT_MESSAGES.submitFailed}${reason || ASSIGNMENT_TEXT.serverError}`);
        },
      },
    );
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
      <div className={styles.check}>
        <input id={checkboxId} type="checkbox" {...form.register('onDrive')} />
        <label htmlFor={checkboxId}>Already Uploaded on Onedrive.</label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={submit.isPending}>
          Submit Task
        </Button>
      </div>
    </form>
  );
}
