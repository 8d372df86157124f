/** Query keys of the assignments feature: every one starts with `assignmentKeys.all`. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  /** The admin's list (GET /api/assignment/all). */
  adminList: () => [...assignmentKeys.all, 'admin-list'] as const,
  submissions: (assignmentId: string) => [...assignmentKeys.all, 'submissions', assignmentId] as const,
  /** The member's list with the member's progress. */
  memberList: () => [...assignmentKeys.all, 'member-list'] as const,
  overview: (assignmentId: string) => [...assignmentKeys.all, 'overview', assignmentId] as const,
  submission: (assignmentId: string) => [...assignmentKeys.all, 'submission', assignmentId] as const,
  /** A task's design review: its revisions, files and pins (issue 27). */
  review: (submissionId: string, taskNumber: number) =>
    [...assignmentKeys.all, 'review', submissionId, taskNumber] as const,
  /** A model task's draft model and IDS (issue 28). */
  taskModels: (submissionId: string, taskNumber: number) =>
    [...assignmentKeys.all, 'task-models', submissionId, taskNumber] as const,
  /** One uploaded model as it is read and checked. */
  model: (modelId: string) => [...assignmentKeys.all, 'model', modelId] as const,
};
