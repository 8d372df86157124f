import type { Assignment } from '@atelier/contract/assignments';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
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
  return useRefreshingWrite(createAssignment, () => [assignmentKeys.all]);
}
