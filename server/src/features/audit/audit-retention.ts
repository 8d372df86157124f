import type { FastifyInstance } from 'fastify';
import { sweepChallenges } from '../auth/auth.public';
import { deleteAuditOlderThan } from './audit.store';

/** How often the sign-in maintenance runs: expired sign-in steps go within the hour. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
export const RETENTION_JOB = 'sign-in-sweep';

/**
 * The sign-in maintenance (issue 29), a repeating job: audit entries older than
 * AUDIT_RETENTION_DAYS and expired sign-in steps (a second factor never given, an OpenID round
 * trip never finished) are removed.
 */
export function startRetentionSweep(app: FastifyInstance): void {
  app.jobs.every(RETENTION_JOB, RETENTION_EVERY_MS, async () => {
    const entries = await deleteAuditOlderThan(app.db, app.config.auditRetentionDays);
    const steps = await sweepChallenges(app.db);
    if (entries + steps > 0) app.log.info({ entries, steps }, 'sign-in sweep removed old rows');
  });
}
