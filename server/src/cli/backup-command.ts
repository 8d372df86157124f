import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { acquireDataDirLock } from '../lib/data-dir-lock';

/**
 * `npm run backup` and `npm run restore`: one .tar.gz holding the database and, when uploads are
 * kept on disk, DATA_DIR/uploads. The embedded database is dumped with PGlite's dumpDataDir() while
 * this command holds its lock (so never under a running server); PostgreSQL with pg_dump, which
 * takes a consistent snapshot while the servers keep running.
 */

const FORMAT = 'atelier-backup';
const VERSION = 1;
const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'pgdata.tar';
const PG_DUMP = 'database.dump';

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** `included`: DATA_DIR/uploads is in the archive; `s3`: the bucket keeps them (back it up there). */
  uploads: 'included' | 'none' | 's3';
}

export class BackupError extends Error {}

export const BACKUP_USAGE = `Usage: npm run backup -- [--out FILE]

Writes the database (DATABASE_URL when set, else the embedded one in DATA_DIR, default ./data) and
DATA_DIR/uploads to FILE (default atelier-backup-<date>-<time>.tar.gz in the current folder).
The embedded database can only be backed up with the server stopped; PostgreSQL any time.`;

export const RESTORE_USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup made by \`npm run backup\` into the database the server would use: the embedded
one in DATA_DIR (which must be empty, or --force to replace it) or DATABASE_URL (which must hold no
Atelier tables, or --force to replace them). Stop the server(s) first.`;

function parse(argv: string[], usage: string) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (err) {
    throw new BackupError(`${(err as Error).message}\n\n${usage}`);
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** pg_dump or pg_restore: the newest of Debian's /usr/lib/postgresql/<version>/bin, else PATH. */
export function findPostgresTool(tool: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = [
    ...versions.map((v) => path.join(root, v, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
  const found = dirs.map((dir) => path.join(dir, tool)).find(isExecutable);
  if (!found) {
    throw new BackupError(
      `${tool} was found neither in /usr/lib/postgresql/*/bin nor on PATH: install the PostgreSQL ` +
        'client tools (Debian: apt-get install postgresql-client), at least the version of the server.',
    );
  }
  return found;
}

/** Runs a command; rejects with its error output unless it exits with one of `ok` (default 0). */
function run(command: string, args: string[], ok: number[] = [0]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (err) => reject(new BackupError(`${path.basename(command)}: ${err.message}`)));
    child.once('exit', (code, signal) => {
      if (code !== null && ok.includes(code)) resolve(output);
      else reject(new BackupError(`${path.basename(command)} failed (${code ?? signal}):\n${output.trim()}`));
    });
  });
}

const pgdataOf = (config: Config) => path.join(config.dataDir, 'pgdata');
const uploadsOf = (config: Config) => path.join(config.dataDir, 'uploads');
const hasEntries = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Where the uploads are and whether this archive carries them. */
function uploadsMode(config: Config): Manifest['uploads'] {
  if (config.s3) return 's3';
  return hasEntries(uploadsOf(config)) ? 'included' : 'none';
}

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

export async function runBackup(
  argv: string[],
  out: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { values, positionals } = parse(argv, BACKUP_USAGE);
  if (values.help || values.force || positionals.length > 0) throw new BackupError(BACKUP_USAGE);
  const config = loadConfig(env);
  const now = new Date();
  const target = path.resolve(
    typeof values.out === 'string' ? values.out : `atelier-backup-${stamp(now)}.tar.gz`,
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-'));
  try {
    let kind: Manifest['kind'];
    let dump: string;
    if (config.databaseUrl) {
      kind = 'postgres';
      dump = PG_DUMP;
      await run(findPostgresTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, PG_DUMP)}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      kind = 'pglite';
      dump = PGLITE_DUMP;
      // Refuses (DataDirLockedError) while a server holds the database.
      const release = acquireDataDirLock(config.dataDir);
      try {
        if (!fs.existsSync(path.join(pgdataOf(config), 'PG_VERSION')))
          throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
        const db = await PGlite.create(pgdataOf(config));
        try {
          const tar = await db.dumpDataDir('none');
          fs.writeFileSync(path.join(work, PGLITE_DUMP), Buffer.from(await tar.arrayBuffer()));
        } finally {
          await db.close();
        }
      } finally {
        release();
      }
    }
    const uploads = uploadsMode(config);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      kind,
      createdAt: now.toISOString(),
      uploads,
    };
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    const args = ['-czf', partial, '-C', work, MANIFEST, dump];
    if (uploads === 'included') args.push('-C', config.dataDir, 'uploads');
    // 1: a file changed while it was read (an upload arriving on a running PostgreSQL server).
    await run('tar', args, [0, 1]);
    fs.renameSync(partial, target);
    const size = fs.statSync(target).size;
    const what = kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'the PostgreSQL database';
    const files =
      uploads === 'included'
        ? ' and DATA_DIR/uploads'
        : uploads === 's3'
          ? ' (uploads are in the S3 bucket)'
          : '';
    out(`Backed up ${what}${files} to ${target} (${(size / 1024 / 1024).toFixed(1)} MB)`);
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Empties a folder (keeps the folder itself). */
function empty(dir: string) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
}

async function atelierTablesIn(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      "SELECT to_regclass('public.users')::text AS found",
    );
    return rows[0]?.found != null;
  } finally {
    await client.end();
  }
}

export async function runRestore(
  argv: string[],
  out: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { values, positionals } = parse(argv, RESTORE_USAGE);
  const file = positionals[0];
  if (values.help || values.out !== undefined || !file || positionals.length > 1)
    throw new BackupError(RESTORE_USAGE);
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const force = values.force === true;
  const config = loadConfig(env);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', work]);
    let manifest: Manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(work, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw new BackupError(`${file} is not a backup made by npm run backup (it has no ${MANIFEST}).`);
    }
    if (manifest.format !== FORMAT || manifest.version !== VERSION)
      throw new BackupError(
        `${file} is not a backup this version can read (${manifest.format} v${manifest.version}).`,
      );

    const restoreUploads = () => {
      const from = path.join(work, 'uploads');
      if (manifest.uploads !== 'included' || !fs.existsSync(from)) return;
      if (config.s3) {
        out(`The backup holds uploaded files, but S3_* is set: copy ${from} into the bucket yourself.`);
        return;
      }
      empty(uploadsOf(config));
      fs.cpSync(from, uploadsOf(config), { recursive: true });
    };

    if (manifest.kind === 'pglite') {
      if (config.databaseUrl)
        throw new BackupError(
          'This is a backup of the embedded database; unset DATABASE_URL to restore it into DATA_DIR.',
        );
      const release = acquireDataDirLock(config.dataDir);
      try {
        if ((hasEntries(pgdataOf(config)) || hasEntries(uploadsOf(config))) && !force)
          throw new BackupError(
            `${config.dataDir} already holds a database or uploads: restore into an empty DATA_DIR, ` +
              'or pass --force to replace them.',
          );
        fs.rmSync(pgdataOf(config), { recursive: true, force: true });
        fs.mkdirSync(pgdataOf(config), { recursive: true });
        const tar = new Blob([fs.readFileSync(path.join(work, PGLITE_DUMP))]);
        const db = await PGlite.create(pgdataOf(config), { loadDataDir: tar });
        try {
          await db.query('SELECT 1');
        } finally {
          await db.close();
        }
        restoreUploads();
      } finally {
        release();
      }
      out(`Restored the embedded database of ${manifest.createdAt} into ${config.dataDir}`);
      return;
    }

    if (!config.databaseUrl)
      throw new BackupError('This is a backup of a PostgreSQL database; set DATABASE_URL to restore it.');
    if (!force && (await atelierTablesIn(config.databaseUrl)))
      throw new BackupError(
        'The database at DATABASE_URL already holds Atelier tables: restore into an empty database, ' +
          'or pass --force to replace them.',
      );
    await run(findPostgresTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      path.join(work, PG_DUMP),
    ]);
    restoreUploads();
    out(`Restored the PostgreSQL database of ${manifest.createdAt}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
