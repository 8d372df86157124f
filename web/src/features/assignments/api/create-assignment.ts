import type { Assignment } from '@atelier/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export interface AssignmentSaved {
  message: string;
  assignment: Assignment;
}

/** POST /api/assignment/create (admin), multipart: the text fields, tasks as JSON and an optional `image`. */
export function createAssignment(form: FormData): Promise<AssignmentSaved> {
  return apiFetch<AssignmentSaved>('/assignment/create', { method: 'POST', body: form });
}

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
