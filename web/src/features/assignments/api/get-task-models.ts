import type { TaskModels } from '@atelier/contract/models';
import { apiPath, apiRead } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** GET /api/assignment/submission/{submissionId}/task/{n}/models (MODEL_API.taskModels): the draft model and the task's IDS. */
const taskModels = apiRead<TaskModels, [submissionId: string, taskNumber: number]>({
  key: assignmentKeys.taskModels,
  path: (submissionId, taskNumber) =>
    apiPath`/assignment/submission/${submissionId}/task/${taskNumber}/models`,
});

export const taskModelsQueryOptions = taskModels.options;
export const useTaskModels = taskModels.use;
