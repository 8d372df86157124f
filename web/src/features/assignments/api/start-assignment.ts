import type { Submission } from '@atelier/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { assignmentKeys } from './keys';

/** POST /api/smartlabs/assignment/start/{id}: the caller's submission (the same one when started before); 403 when locked. */
export function startAssignment(assignmentId: string): Promise<Submission> {
  return apiFetch<Submission>(apiPath`/smartlabs/assignment/start/${assignmentId}`, {
    method: 'POST',
    body: {},
  });
}

export function useStartAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssignment,
    onSuccess: (submission, assignmentId) => {
      queryClient.setQueryData(assignmentKeys.submission(assignmentId), submission);
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.memberList() });
    },
  });
}
