import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');

export type Role = 'student' | 'smartLABS' | 'admin';
export interface Account {
  email: string;
  password: string;
}

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** The demo accounts the server printed on its new database (or those passed in). */
  accounts: Partial<Record<Role, Account>>;
  output(): string;
  /** Resolves once the process has ended (and was reaped). */
  exited: Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM; rejects when it does not end within 10 s or ends with an error. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Start on this data folder (the embedded database, outbox, uploads); else a new temp folder. */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** Accounts printed by an earlier start on the same database; then none are expected now. */
  accounts?: Partial<Record<Role, Account>>;
  timeoutMs?: number;
}

const ACCOUNT_LINE = /^\s+(student|smartLABS|admin)\s+(\S+@\S+)\s+(\S+)\s*$/;
const running = new Set<() => void>();
// A crashed run must not leave servers behind holding ports and databases.
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

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `atelier-ops-${prefix}-`));
}

export function assertBuilt(): void {
  if (!fs.existsSync(serverMain))
    throw new Error(
      'Not built: server/dist/main.js. Run `npm run build -w server` first (`npm test` builds).',
    );
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the built server (server/dist/main.js) as production would run it, and resolves once it
 * says it is listening and /api/health answers.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? tempDir('data');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    // These tests are about processes and data, not sign-in: admins sign in with a password.
    SIGN_IN_MFA_ROLES: 'none',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  running.add(killNow);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(killNow);
      resolve();
    }),
  );

  let output = '';
  let pending = '';
  let listening = false;
  const accounts: Partial<Record<Role, Account>> = { ...options.accounts };
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stderr.on('data', onData);
  child.stdout.on('data', (chunk: Buffer) => {
    onData(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = ACCOUNT_LINE.exec(line);
      if (match) accounts[match[1] as Role] = { email: match[2]!, password: match[3]! };
      if (line.includes(' is running on http')) listening = true;
    }
  });

  const kill9 = async () => {
    killNow();
    await exited;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(killNow, 10_000);
    await exited;
    clearTimeout(timer);
    if (child.exitCode !== 0)
      throw new Error(`The server did not stop cleanly (${child.exitCode ?? child.signalCode}):\n${output}`);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    if (listening && (await healthy(url))) break;
    if (Date.now() > deadline) {
      await kill9();
      throw new Error(`The server did not answer /api/health within the time limit:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, pid: child.pid!, dataDir, accounts, output: () => output, exited, kill9, stop };
}
