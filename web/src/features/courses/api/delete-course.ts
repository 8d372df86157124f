import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { courseKeys } from './keys';

/** DELETE /api/courses/{id} */
export function deleteCourse(id: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/courses/${id}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  return useRefreshingWrite(deleteCourse, () => [courseKeys.list()], {
    removes: (id) => [courseKeys.detail(id)],
  });
}
