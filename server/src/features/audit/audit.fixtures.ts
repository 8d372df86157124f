import type { AuditAction } from '@atelier/contract/audit';
import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/sign-in';
import type { TestContext } from '../../../test/helpers';
import type { AuditEntry } from './audit.public';

/** An entry dated `daysAgo` days back (0: now), as the log would hold it. */
export async function pastEntry(ctx: TestContext, entry: AuditEntry, daysAgo = 0): Promise<void> {
  await ctx.database.db.insert(auditEvents).values({
    ...entry,
    at: sql`now() - make_interval(days => ${daysAgo})`,
  });
}

/** The entries of `action` as the database holds them, oldest first. */
export function entriesOf(ctx: TestContext, action: AuditAction) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(auditEvents.at);
}
