import type { UploadResponse } from '@atelier/contract/forum';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/forum/upload (multipart, one part named `file`): a link to show, its kind, and the `uploadId` a post sends. */
export function uploadFile(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<UploadResponse>('/forum/upload', { method: 'POST', body: form });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
