import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AssignmentSaved } from './create-assignment';
import { assignmentKeys, enc } from './keys';

/** PUT /api/assignment/{id} (admin): the create form again; without an `image` the cover stays. */
export function updateAssignment(assignmentId: string, form: FormData): Promise<AssignmentSaved> {
  return apiFetch<AssignmentSaved>(`/assignment/${enc(assignmentId)}`, { method: 'PUT', body: form });
}

export function useUpdateAssignment(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateAssignment(assignmentId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
