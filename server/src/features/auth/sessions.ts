import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SessionCache } from './session-cache';

/** Every process listens here and evicts what a revocation names. */
export const SESSIONS_CHANNEL = 'atelier_sessions';

type Change = { kind: 'session' | 'user'; id: string };

function encode(change: Change): string {
  return `${change.kind}:${change.id}`;
}

export function applyAnnouncement(cache: SessionCache, payload: string): void {
  const [kind, id] = payload.split(':');
  if (!id) return;
  if (kind === 'session') cache.forgetSession(id);
  if (kind === 'user') cache.forgetUser(id);
}

/**
 * Announces that a session ended, or that a user's sessions or details changed. Inside a
 * transaction the announcement goes out at commit, so no process re-reads the old state after it.
 */
export async function announce(db: Executor, change: Change): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${encode(change)})`);
}
