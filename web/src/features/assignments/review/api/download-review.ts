import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../../lib/api-client';
import { apiPath } from '../../../../lib/api-read';
import { saveFile } from '../../../../lib/save-file';

/** GET /api/assignment/submission/{submissionId}/review.pdf: the whole submission's review as one PDF. */
export function downloadReview(submissionId: string): Promise<Blob> {
  return apiDownload(apiPath`/assignment/submission/${submissionId}/review.pdf`);
}

export function useDownloadReview(submissionId: string) {
  return useMutation({
    mutationFn: () => downloadReview(submissionId),
    onSuccess: (blob) => saveFile(blob, `review-${submissionId}.pdf`),
  });
}
