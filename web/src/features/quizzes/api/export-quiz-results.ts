import { quizResultsFileName } from '@atelier/contract/quizzes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { apiPath } from '../../../lib/api-read';

/** The name the server gives the file (Content-Disposition), from the contract. */
export const resultsFileName = quizResultsFileName;

/** GET /api/quiz/{quizId}/results.csv (admin): one row per submitted attempt. */
export function exportQuizResults(quizId: string): Promise<Blob> {
  return apiDownload(apiPath`/quiz/${quizId}/results.csv`);
}

export function useExportQuizResults() {
  return useMutation({
    mutationFn: ({ quizId }: { quizId: string; title: string }) => exportQuizResults(quizId),
    onSuccess: (blob, { title }) => saveFile(blob, resultsFileName(title)),
  });
}
