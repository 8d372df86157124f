import type { ProgressEvent, ProgressEventsResponse } from '@atelier/contract/progress';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/progress/events. `keepalive` lets the last report of a page that is being hidden
 * or closed still arrive.
 */
export function recordProgressEvents(
  events: readonly ProgressEvent[],
  opts: { keepalive?: boolean } = {},
): Promise<ProgressEventsResponse> {
  return apiFetch<ProgressEventsResponse>('/progress/events', {
    method: 'POST',
    body: { events },
    keepalive: opts.keepalive,
  });
}
