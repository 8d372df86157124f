import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import type { AssignmentSaved } from './create-assignment';
import { assignmentKeys } from './keys';

/** PUT /api/assignment/{id} (admin): the create form again; without an `image` the cover stays. */
export function updateAssignment(assignmentId: string, form: FormData): Promise<AssignmentSaved> {
  return apiFetch<AssignmentSaved>(apiPath`/assignment/${assignmentId}`, { method: 'PUT', body: form });
}

export function useUpdateAssignment(assignmentId: string) {
  return useRefreshingWrite(
    (form: FormData) => updateAssignment(assignmentId, form),
    () => [assignmentKeys.all],
  );
}
