import type { AssignmentTask, Submission, TaskProgress } from '@atelier/contract/assignments';

/** Where a task stands for the member (spec-2 §4): done, the one to do now, or waiting for an earlier one. */
export type TaskState = 'completed' | 'available' | 'locked';

export interface TaskRow {
  task: AssignmentTask;
  progress: TaskProgress | undefined;
  state: TaskState;
  /** The admin asked for changes: the task is open again, with the feedback. */
  changesRequested: boolean;
}

/**
 * The submission's tasks in order. Only the first incomplete task is available, and none while the
 * assignment is locked; a complete task is never reopened from here.
 */
export function taskRows(submission: Submission, locked: boolean): TaskRow[] {
  const tasks = [...submission.tasks].sort((a, b) => a.taskNumber - b.taskNumber);
  const progressOf = (n: number) => submission.taskProgress.find((t) => t.taskNumber === n);
  const next = tasks.find((t) => !progressOf(t.taskNumber)?.isComplete);
  return tasks.map((task) => {
    const progress = progressOf(task.taskNumber);
    const state: TaskState = progress?.isComplete
      ? 'completed'
      : task === next && !locked
        ? 'available'
        : 'locked';
    return { task, progress, state, changesRequested: progress?.status === 'changes_requested' };
  });
}
