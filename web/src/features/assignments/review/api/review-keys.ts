import { assignmentKeys } from '../../api/keys';

/** Query keys of the design review: under `assignmentKeys.all`, so refreshing an assignment refreshes its reviews. */
export const reviewKeys = {
  all: () => [...assignmentKeys.all, 'review'] as const,
  task: (submissionId: string, taskNumber: number) =>
    [...reviewKeys.all(), submissionId, taskNumber] as const,
};
