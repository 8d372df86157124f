import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { assignmentKeys } from './keys';

export interface LockToggled {
  message: string;
  isLocked: boolean;
}

/** PATCH /api/assignment/toggle-lock/{id} (admin): locks an unlocked assignment and the other way round. */
export function toggleLock(assignmentId: string): Promise<LockToggled> {
  return apiFetch<LockToggled>(apiPath`/assignment/toggle-lock/${assignmentId}`, { method: 'PATCH' });
}

export function useToggleLock() {
  return useRefreshingWrite(toggleLock, () => [assignmentKeys.all]);
}
