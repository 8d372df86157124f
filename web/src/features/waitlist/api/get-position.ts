import type { Position } from '@atelier/contract/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { waitlistKeys } from './keys';

/** GET /api/waitlist/position?code=: where the entry with this referral code stands now. */
export function getPosition(code: string, signal?: AbortSignal): Promise<Position> {
  return apiFetch<Position>(`/waitlist/position?code=${encodeURIComponent(code)}`, { signal, token: null });
}

/** The key of every standing: a write that moves one may move them all. */

export const positionQueryOptions = (code: string) =>
  queryOptions({
    queryKey: waitlistKeys.position(code),
    queryFn: ({ signal }) => getPosition(code, signal),
  });

/** The standing of the saved waitlist user; idle without a code. */
export function usePosition(code: string | undefined) {
  return useQuery({ ...positionQueryOptions(code ?? ''), enabled: Boolean(code) });
}
