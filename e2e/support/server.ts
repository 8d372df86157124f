import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@atelier/contract/auth';
import { serverProcessEnv } from '../../scripts/lib/server-env.mjs';
import { newDataDir } from './empty-database';
import { repoRoot, serverMain, webDist } from './paths';

export interface Account {
  email: string;
  password: string;
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server process (the bench reads its memory). */
  pid: number;
  dataDir: string;
  /** The demo accounts the server printed on its new database. */
  accounts: Record<Role, Account>;
  /** Contents of the .eml files in DATA_DIR/outbox, oldest first. */
  outbox(): string[];
  /** What the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** keepData leaves DATA_DIR in place, e.g. to start a server on it again (see users.ts). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** Require a built web app (default true); the bench serves the API only. */
  web?: boolean;
  /** Extra environment for the server, e.g. { LOG_LEVEL: 'info' }. */
  env?: Record<string, string>;
  /** How long to wait for /api/health (default 60 s). */
  timeoutMs?: number;
  /**
   * Start on this existing data folder instead of a new one. Its database is not new, so the server
   * prints no demo accounts: pass the ones it printed the first time as `accounts`.
   */
  dataDir?: string;
  accounts?: Record<Role, Account>;
  /** Listen on this port instead of a free one (a restart keeps the URLs the database holds). */
  port?: number;
  /**
   * Start a new embedded database from a copy of an empty, migrated one (empty-database.ts): the
   * server still seeds its accounts and demo content. The stories do; the bench measures a really
   * new database, as `npm start` makes it.
   */
  fromEmptyCopy?: boolean;
}

const ACCOUNT_LINE = /^\s+(student|smartLABS|admin)\s+(\S+@\S+)\s+(\S+)\s*$/;
const running = new Set<() => void>();
// A crashed test run must not leave servers behind holding ports and temp folders.
process.once('exit', () => running.forEach((kill) => kill()));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function assertBuilt(web: boolean) {
  const missing = [serverMain, ...(web ? [path.join(webDist(), 'index.html')] : [])].filter(
    (file) => !fs.existsSync(file),
  );
  if (missing.length > 0) {
    const shown = missing.map((f) => (f.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, f) : f));
    throw new Error(
      `Not built: ${shown.join(', ')}. ` +
        'Run `npm run build` first (`npm test` builds before the end-to-end tests).',
    );
  }
}

/**
 * Starts the built server (server/dist/main.js) on a free port with a new embedded database in a
 * temp folder, and resolves once it prints its demo accounts and /api/health answers.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const web = options.web ?? true;
  assertBuilt(web);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir =
    options.dataDir ??
    (options.fromEmptyCopy && !options.env?.DATABASE_URL
      ? await newDataDir()
      : fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-')));
  // The process settings npm start gives the server (scripts/lib/server-env.mjs).
  const env: NodeJS.ProcessEnv = {
    ...serverProcessEnv(),
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist(),
    // Stories sign admins in with a password unless they are about two-factor sign-in.
    SIGN_IN_MFA_ROLES: 'none',
    ...options.env,
  };
  // The tests own their database: never one inherited from the shell.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;

  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGKILL');
  running.add(kill);

  let output = '';
  const accounts: Partial<Record<Role, Account>> = { ...options.accounts };
  let listening = false;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stderr.on('data', onData);
  child.stdout.on('data', onData);
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = ACCOUNT_LINE.exec(line);
      if (match) accounts[match[1] as Role] = { email: match[2]!, password: match[3]! };
      if (line.includes(' is running on http')) listening = true;
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  /** SIGTERM, as a process manager would; rejects when the server does not shut down cleanly. */
  const stop = async ({ keepData = false }: { keepData?: boolean } = {}) => {
    if (stopped) return;
    stopped = true;
    let problem: string | undefined;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        problem = 'it was still running 10 s after SIGTERM and was killed';
        kill();
      }, 10_000);
      await exited;
      clearTimeout(timer);
      problem ??= child.exitCode === 0 ? undefined : `it exited with ${child.exitCode ?? child.signalCode}`;
    }
    running.delete(kill);
    if (!process.env.E2E_KEEP_DATA && !keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    if (problem) {
      throw new Error(
        `The server did not shut down cleanly: ${problem}\n--- server output ---\n${output.trim()}`,
      );
    }
  };

  const fail = async (reason: string): Promise<never> => {
    await stop().catch(() => undefined);
    throw new Error(`The server did not start: ${reason}\n--- server output ---\n${output.trim()}`);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await fail(`it exited with ${child.exitCode ?? child.signalCode}`);
    }
    if (listening && (await healthy(url))) break;
    if (Date.now() > deadline) await fail(`no healthy answer from ${url}/api/health in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const roles: Role[] = ['student', 'smartLABS', 'admin'];
  const missingRoles = roles.filter((role) => !accounts[role]);
  if (missingRoles.length > 0) await fail(`it printed no demo account for ${missingRoles.join(', ')}`);

  return {
    url,
    pid: child.pid!,
    dataDir,
    accounts: accounts as Record<Role, Account>,
    outbox: () => readOutbox(path.join(dataDir, 'outbox')),
    output: () => output,
    stop,
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

function readOutbox(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ name, file: path.join(dir, name) }))
    .map((entry) => ({ ...entry, mtime: fs.statSync(entry.file).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name))
    .map((entry) => fs.readFileSync(entry.file, 'utf8'));
}
