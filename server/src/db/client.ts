import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { serverRoot } from '../lib/paths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<PgQueryResultHKT, any, any>;
/** Either the database or a transaction's handle: store functions accept both. */
export type Executor = Db | Tx;

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `handler` with the payload of every `pg_notify(channel, …)`, from any process on the database. */
  listen(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** The folder of committed drizzle-kit migrations. */
export const migrationsFolder = () => path.join(serverRoot(), 'drizzle');

/**
 * The embedded database's memory (docs/decisions/019): PGlite's WASM heap never shrinks, so its
 * peaks are what the process keeps. 16 MB of shared buffers hold a school's hot rows (the whole
 * demo database is 12 MB); PostgreSQL's 128 MB default was most of the heap.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * A new embedded database is created (initdb) by a short-lived process of its own: PGlite runs
 * initdb in a WASM instance of its own whose heap (~300 MB, sized for PostgreSQL's defaults)
 * the server would otherwise keep for as long as it runs.
 */
function initdbApart(pgdata: string): void {
  if (fs.existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  const script =
    "const { PGlite } = require('@electric-sql/pglite');" +
    'const db = new PGlite(process.argv[1]);' +
    'db.waitReady.then(() => db.close()).catch((err) => { console.error(err); process.exit(1); });';
  const result = spawnSync(process.execPath, ['-e', script, pgdata], {
    cwd: serverRoot(),
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`could not create the embedded database in ${pgdata}: ${result.stderr || result.error}`);
  }
}

/** `dataDir` undefined means an in-memory PGlite (tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A client's mistake must never take the process down with an unhandled 'error' event.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool);
    const client = await pool.connect();
    try {
      // Several API processes may start together on one database: migrate one at a time.
      await client.query('SELECT pg_advisory_lock(727274)');
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    const listen = async (channel: string, handler: (payload: string) => void): Promise<Unlisten> => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      // LISTEN needs a connection of its own, outside the pool.
      const listener = new pg.Client({ connectionString: opts.databaseUrl });
      listener.on('error', () => undefined);
      listener.on('notification', (n) => {
        if (n.channel === channel) handler(n.payload ?? '');
      });
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
      return () => listener.end();
    };
    return { db, kind: 'postgres', listen, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const pgdata = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(pgdata, { recursive: true });
    initdbApart(pgdata);
    client = new PGlite(pgdata, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  await trimParsers(client);
  const listen = async (channel: string, handler: (payload: string) => void): Promise<Unlisten> => {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    return client.listen(channel, handler);
  };
  return { db, kind: 'pglite', listen, close: () => client.close() };
}

/**
 * PGlite copies its whole table of result parsers (316 types, one per type and array type of the
 * catalogue) into a new object on every query: ~160 µs here, as much as the query itself
 * (docs/decisions/018). The app reads the base types and arrays of them (and of uuid and
 * numeric, read as text): only those are kept.
 */
async function trimParsers(client: PGlite): Promise<void> {
  const parsers = (client as unknown as { parsers: Record<string, unknown> }).parsers;
  const base = Object.keys(types.parsers).map(Number).filter(Number.isInteger);
  const arrays = await client.query<{ typarray: number }>(
    `SELECT typarray FROM pg_type WHERE typarray <> 0 AND oid IN (${[...base, types.UUID, types.NUMERIC].join(', ')})`,
  );
  const kept = new Set([...base, ...arrays.rows.map((r) => Number(r.typarray))].map(String));
  (client as unknown as { parsers: Record<string, unknown> }).parsers = Object.fromEntries(
    Object.entries(parsers).filter(([oid]) => kept.has(oid)),
  );
}

/**
 * The database a process should use: PostgreSQL when a URL is given, else the embedded one in
 * `dataDir`, locked for as long as it is open.
 */
export async function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const release = acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Empties every application table; used between tests. */
export async function truncateAll(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const names = result.rows.map((r) => `"${r.tablename}"`);
  if (names.length > 0) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
