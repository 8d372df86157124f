import type { Position } from '@atelier/contract/waitlist';
import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRead } from '../../../lib/api-read';
import { waitlistKeys } from './keys';

/** GET /api/waitlist/position?code=: where the entry with this referral code stands now. */
const position = apiRead<Position, [code: string]>({
  key: waitlistKeys.position,
  path: (code) => apiPath`/waitlist/position?code=${code}`,
  anonymous: true,
});

export const positionQueryOptions = position.options;

/** The standing of the saved waitlist user; idle without a code. */
export function usePosition(code: string | undefined) {
  return useQuery({ ...positionQueryOptions(code ?? ''), enabled: Boolean(code) });
}
