import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A table counts as grown once its size on disk is a fifth more (and 8 pages, 64 KB, more) than
 * when it was last analyzed: autovacuum's own rule of thumb (a tenth to a fifth of the table),
 * measured by size because the embedded database keeps no row counts (`pg_stat_user_tables`
 * stays at zero there).
 */
const GROWN = sql`pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8`;

/**
 * What autovacuum does on PostgreSQL, for the embedded database, which runs none
 * (docs/decisions/018): the tables of this schema that grew since they were last analyzed are
 * vacuumed and analyzed, so the planner's estimates follow the data (a class of 1,000 opening
 * attempts in an empty table otherwise keeps the plans of an empty table) and dead rows' space is
 * reused. Answers the tables it did.
 */
export async function vacuumGrownTables(db: Executor): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace AND ${GROWN}
    ORDER BY c.relname`)) as unknown as { rows: { name: string }[] };
  const names = result.rows.map((r) => r.name);
  for (const name of names) {
    // A name read from the catalogue, quoted as an identifier.
    await db.execute(sql.raw(`VACUUM (ANALYZE) "${name.replaceAll('"', '""')}"`));
  }
  return names;
}
