import type { BulkSendBody, BulkSendResult, FailedRecipient } from '@atelier/contract/mail';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/send-bulk-email (admin): resolves with the recipients that failed (none = sent).
 * A 429 (the server's send rate is taken up) is an ApiError whose `retryAfter` says when the
 * same request may go again.
 */
export async function sendBulkEmail(body: BulkSendBody, signal?: AbortSignal): Promise<FailedRecipient[]> {
  const answer = await apiFetch<Partial<BulkSendResult> | undefined>('/send-bulk-email', {
    method: 'POST',
    body,
    signal,
  });
  // spec-2 §7: success is an OK status with failedList absent or empty.
  return Array.isArray(answer?.failedList) ? answer.failedList : [];
}
