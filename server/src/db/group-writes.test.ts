import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/helpers';
import { truncateAll, type Database } from './client';
import { vacuumGrownTables } from './maintenance';
import { countHits } from './rate-limit-store';
import { users } from './schema/auth';

describe('writes shared by concurrent requests (decision 018)', () => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase();
    await truncateAll(database.db);
  });

  it('counts a batch of hits exactly as one-by-one counting would, across keys and batches', async () => {
    const first = await countHits(database.db, [
      { key: 'a', windowMs: 60_000 },
      { key: 'b', windowMs: 60_000 },
      { key: 'a', windowMs: 60_000 },
      { key: 'a', windowMs: 60_000 },
    ]);
    expect(first.map((h) => h.current)).toEqual([1, 1, 2, 3]);
    const second = await countHits(database.db, [
      { key: 'b', windowMs: 60_000 },
      { key: 'a', windowMs: 60_000 },
    ]);
    expect(second.map((h) => h.current)).toEqual([2, 4]);
    for (const hit of [...first, ...second]) {
      expect(hit.ttl).toBeGreaterThan(55_000);
      expect(hit.ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts a new window for a key whose window ended', async () => {
    await countHits(database.db, [
      { key: 'c', windowMs: 60_000 },
      { key: 'c', windowMs: 60_000 },
    ]);
    await database.db.execute(sql`UPDATE rate_limit_hits SET reset_at = now() - interval '1 second'`);
    const [hit] = await countHits(database.db, [{ key: 'c', windowMs: 60_000 }]);
    expect(hit!.current).toBe(1);
  });
});

// The server runs it on the embedded database only (PostgreSQL has autovacuum); it works on both.
describe('the embedded database’s autovacuum', () => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase();
    await truncateAll(database.db);
  });

  const relpages = async () => {
    const result = (await database.db.execute(
      sql`SELECT relpages FROM pg_class WHERE relname = 'users'`,
    )) as unknown as { rows: { relpages: number }[] };
    return Number(result.rows[0]!.relpages);
  };

  it('vacuums and analyzes a table that grew, and leaves it alone until it grows again', async () => {
    await vacuumGrownTables(database.db);
    await database.db.insert(users).values(
      Array.from({ length: 2000 }, (_, i) => ({
        email: `grown-${i}@example.test`,
        name: `Grown ${i}`,
        role: 'student' as const,
        passwordHash: 'x',
      })),
    );
    expect(await vacuumGrownTables(database.db)).toContain('users');
    // The planner now knows the table's size.
    expect(await relpages()).toBeGreaterThan(8);
    expect(await vacuumGrownTables(database.db)).not.toContain('users');
  });
});
