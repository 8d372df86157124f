import { inArray, sql, type SQL } from 'drizzle-orm';
import type { QuotaSettings, QuotaVerdict, Uploader } from '../lib/upload-ledger';
import type { Executor } from './client';
import { uploads } from './schema/uploads';

/**
 * The upload ledger's queries (table `uploads`, docs/decisions/022): what a member or the
 * anonymous visitors sent within the quota window, what is stored in all, and the orphans.
 */

const whose = (who: Uploader): SQL =>
  who === 'anonymous' ? sql`${uploads.userId} IS NULL` : sql`${uploads.userId} = ${who.userId}`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Whether `bytes` more may be stored for `who` now; when not, why and (for a window) how long until
 * the oldest uploads in it have aged out far enough.
 */
export async function quotaVerdict(
  db: Executor,
  who: Uploader,
  bytes: number,
  quota: QuotaSettings,
): Promise<QuotaVerdict> {
  const windowSecs = quota.windowMs / 1000;
  const limit = who === 'anonymous' ? quota.anonymousBytes : quota.userBytes;
  const [row] = rowsOf<{ total: string; recent: string }>(
    await db.execute(sql`
      SELECT coalesce(sum(${uploads.bytes}), 0)::text AS total,
             coalesce(sum(${uploads.bytes}) FILTER (
               WHERE ${whose(who)} AND ${uploads.createdAt} > now() - make_interval(secs => ${windowSecs})
             ), 0)::text AS recent
      FROM ${uploads}`),
  );
  const total = Number(row?.total ?? 0);
  const recent = Number(row?.recent ?? 0);
  if (total + bytes > quota.totalBytes) return { ok: false, reason: 'total' };
  if (recent + bytes <= limit) return { ok: true };
  // The first upload in the window whose ageing out (with those before it) leaves room.
  const [first] = rowsOf<{ wait_ms: number | string | null }>(
    await db.execute(sql`
      SELECT extract(epoch FROM (created_at + make_interval(secs => ${windowSecs}) - now())) * 1000 AS wait_ms
      FROM (
        SELECT ${uploads.createdAt} AS created_at,
               sum(${uploads.bytes}) OVER (ORDER BY ${uploads.createdAt}, ${uploads.key}) AS freed
        FROM ${uploads}
        WHERE ${whose(who)} AND ${uploads.createdAt} > now() - make_interval(secs => ${windowSecs})
      ) w
      WHERE ${recent} - freed + ${bytes} <= ${limit}
      ORDER BY created_at
      LIMIT 1`),
  );
  const retryInMs = first?.wait_ms == null ? quota.windowMs : Math.max(1000, Number(first.wait_ms));
  return { ok: false, reason: who === 'anonymous' ? 'anonymous' : 'user', retryInMs };
}

/** Holds the quota check and the rows it admits together: one upload's check at a time. */
export async function lockQuota(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('atelier-upload-quota'))`);
}

export async function recordUploads(
  db: Executor,
  rows: { key: string; kind: string; userId: string | null; bytes: number }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(uploads).values(rows);
}

export async function forgetUploads(db: Executor, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(uploads).where(inArray(uploads.key, keys));
}

/**
 * Up to `limit` files of `kind` older than `graceMs` that `claimed` (an EXISTS over the kind's own
 * table, given the ledger's key) no longer names: the orphans the sweep removes.
 */
export async function orphansOf(
  db: Executor,
  kind: string,
  graceMs: number,
  claimed: (key: SQL) => SQL,
  limit: number,
): Promise<string[]> {
  const key = sql`u.key`;
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
      SELECT u.key FROM ${uploads} u
      WHERE u.kind = ${kind}
        AND u.created_at < now() - make_interval(secs => ${graceMs / 1000})
        AND NOT (${claimed(key)})
      ORDER BY u.created_at
      LIMIT ${limit}`),
  );
  return rows.map((r) => r.key);
}

/** Files and bytes kept, by kind. */
export async function usageByKind(db: Executor): Promise<{ kind: string; files: number; bytes: number }[]> {
  const rows = rowsOf<{ kind: string; files: number; bytes: string }>(
    await db.execute(sql`
      SELECT ${uploads.kind} AS kind, count(*)::int AS files, coalesce(sum(${uploads.bytes}), 0)::text AS bytes
      FROM ${uploads} GROUP BY ${uploads.kind} ORDER BY ${uploads.kind}`),
  );
  return rows.map((r) => ({ kind: r.kind, files: Number(r.files), bytes: Number(r.bytes) }));
}
