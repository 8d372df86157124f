import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server `scripts/with-postgres.mjs` started for this run (`npm run test:ops` runs
 * under it) or the one TEST_DATABASE_URL names. Each test gets a database of its own.
 */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_URL is not set: run these tests with `npm run test:ops`, which starts a PostgreSQL server.',
    );
  return url;
}

export interface TestDatabase {
  url: string;
  name: string;
  /** Runs one query on the database (a connection of its own). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(label: string): Promise<TestDatabase> {
  const base = postgresUrl();
  const name = `ops_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(base, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    query: async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      onServer(url.toString(), async (c) => (await c.query<R>(text, values)).rows),
    drop: async () => {
      await onServer(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
