import type { LockToggleResponse } from '@atelier/contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { courseKeys } from './keys';

/** PATCH /api/courses/{id}/lock-toggle: answers the new state. */
export function toggleCourseLock(id: string): Promise<LockToggleResponse> {
  return apiFetch<LockToggleResponse>(apiPath`/courses/${id}/lock-toggle`, { method: 'PATCH' });
}

export function useToggleCourseLock() {
  return useRefreshingWrite(toggleCourseLock, (id) => [courseKeys.list(), courseKeys.detail(id)]);
}
