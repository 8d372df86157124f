import { SCHEDULE_ERRORS } from '@atelier/contract/schedule';
import { cohort, type Role } from '@atelier/contract/roles';
import type { FastifyInstance } from 'fastify';
import { lazySecret } from '../../db/secrets';
import { fail } from '../../lib/errors';
import { signature } from '../../lib/signed-links';
import { sameSecret } from '../../lib/tokens';
import * as store from './schedule.store';

/**
 * What the feed's signature covers: the user it was made for, their feed key (reset by its owner)
 * and their password hash (a new password, changed or reset, ends every old link), nothing that expires.
 */
const feedSubject = (userId: string, key: string, passwordHash: string) =>
  `schedule.ics\n${userId}\n${key}\n${passwordHash}`;

/** The ids the database gives, lower-case: the link holds one exactly as it was signed. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const inCohort = (role: string) => (cohort as readonly Role[]).includes(role as Role);

/** The signed calendar links of the schedule: made for a cohort member, checked when a calendar app calls. */
export function feedLinks(app: FastifyInstance) {
  const feedSecret = lazySecret(app.db, 'schedule-feed');
  const feedSignature = async (userId: string, passwordHash: string) =>
    signature(await feedSecret(), feedSubject(userId, await store.feedKey(app.db, userId), passwordHash), 0);

  async function linkFor(userId: string): Promise<{ url: string }> {
    const holder = await store.findFeedUser(app.db, userId);
    if (!holder) throw fail(SCHEDULE_ERRORS.badFeedLink);
    const query = new URLSearchParams({
      user: userId,
      sig: await feedSignature(userId, holder.passwordHash),
    });
    return { url: `${app.config.publicUrl}/api/smartlabs/schedule.ics?${query}` };
  }

  return {
    linkFor,
    /** A new feed key, so every earlier link (shared by mistake) stops working; answers the new link. */
    async reset(userId: string) {
      await store.resetFeedKey(app.db, userId);
      return linkFor(userId);
    },
    /** Refuses a link that is malformed or forged, or whose holder is no longer an active cohort member. */
    async check(userId: unknown, sig: unknown): Promise<void> {
      if (typeof userId !== 'string' || typeof sig !== 'string' || !UUID.test(userId) || sig.length > 100)
        throw fail(SCHEDULE_ERRORS.badFeedLink);
      const holder = await store.findFeedUser(app.db, userId);
      if (!holder || holder.deactivated || !inCohort(holder.role)) throw fail(SCHEDULE_ERRORS.badFeedLink);
      if (!sameSecret(sig, await feedSignature(userId, holder.passwordHash)))
        throw fail(SCHEDULE_ERRORS.badFeedLink);
    },
  };
}
