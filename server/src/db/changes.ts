import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Every process listens here. A payload is `topic` or `topic:detail` (e.g. `courses`,
 * `session:<id>`, `user:<id>`): what changed, so each process can drop what it cached of it.
 */
export const CHANGES_CHANNEL = 'atelier_changes';

export function parseChange(payload: string): { topic: string; detail: string } {
  const colon = payload.indexOf(':');
  return colon < 0
    ? { topic: payload, detail: '' }
    : { topic: payload.slice(0, colon), detail: payload.slice(colon + 1) };
}

/** Tells every process on the database that `topic` changed; inside a transaction, at commit. */
export async function notifyChange(db: Executor, topic: string, detail = ''): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${detail ? `${topic}:${detail}` : topic})`);
}

/**
 * How code outside the server tells of a change: `notifyChange` from a CLI, `app.changes.announce`
 * in the server (which also runs this process's handlers at once).
 */
export type Announce = (db: Executor, topic: string, detail?: string) => Promise<void>;
