import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { formatWait } from '@atelier/contract/common';
import type { FastifyInstance } from 'fastify';
import { countHits } from '../../../db/rate-limit-store';
import { tooManyRequests } from '../../../lib/errors';
import { hashToken } from '../../../lib/tokens';

/** Codes one account may be tried with in a window, from any number of addresses (ASVS 6.3.1). */
export const ACCOUNT_CODE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

/**
 * Counts a code tried for the account: past the limit, a 429 telling the wait. The route's own
 * limit counts per address; this one holds when the guesses come from many.
 */
export async function countCodeTry(app: FastifyInstance, userId: string): Promise<void> {
  const [hit] = await countHits(app.db, [
    { key: hashToken(`second-factor|${userId}`), windowMs: ACCOUNT_CODE_LIMIT.windowMs },
  ]);
  if (hit!.current > ACCOUNT_CODE_LIMIT.max) {
    throw tooManyRequests(AUTH_MESSAGES.tooMany(formatWait(Math.max(1, Math.ceil(hit!.ttl / 1000)))));
  }
}
