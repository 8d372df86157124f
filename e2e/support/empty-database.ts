import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverProcessEnv } from '../../scripts/lib/server-env.mjs';
import { repoRoot } from './paths';

const run = promisify(execFile);
const migrations = path.join(repoRoot, 'server', 'drizzle');
const userCli = path.join(repoRoot, 'server', 'dist', 'user.js');

/** What the empty database depends on: every migration file and the embedded database's version. */
function schemaKey(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrations, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  const pglite = path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(fs.readFileSync(pglite));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data folder holding an embedded database with every migration applied and nothing else (no
 * account, no demo content), made once per schema by the `user` CLI (which opens and migrates the
 * database, and `list` writes nothing) and kept in the temp folder. A new server copied from it
 * skips creating and migrating its cluster (~6 s of a story's ~8 s start on this machine) and
 * still seeds its own accounts and demo content on its own origin, as on a new database.
 */
export async function emptyDatabase(): Promise<string> {
  const dir = path.join(os.tmpdir(), `atelier-e2e-empty-db-${schemaKey()}`);
  if (fs.existsSync(dir)) return dir;
  const making = fs.mkdtempSync(`${dir}-making-`);
  const env: NodeJS.ProcessEnv = { ...serverProcessEnv(), NODE_ENV: 'development', DATA_DIR: making };
  delete env.DATABASE_URL;
  await run(process.execPath, [userCli, 'list'], { cwd: repoRoot, env });
  try {
    // Made aside and renamed, so a server never copies half a database.
    fs.renameSync(making, dir);
  } catch {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/** A new data folder for a server: a copy of the empty database's. */
export async function newDataDir(): Promise<string> {
  const from = await emptyDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
  fs.cpSync(from, dataDir, { recursive: true });
  return dataDir;
}
