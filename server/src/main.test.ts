import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useLeftovers } from '../test/helpers';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { tempDir, track } = useLeftovers('atelier-main-');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(run: Running, pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const match = pattern.exec(run.output());
    if (match) return match;
    if (run.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`did not see ${pattern} in:\n${run.output()}`);
}

// Each test starts real server processes through tsx: slow on a loaded two-core machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('seeds demo accounts once, holds the data directory, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const first = startMain({ DATA_DIR: dataDir });
    const [, port] = await waitFor(first, /running on http:\/\/127\.0\.0\.1:(\d+)/);
    expect(first.output()).toMatch(/student\s+student@atelier\.local\s+\S{8,}/);
    expect(first.output()).toMatch(/admin\s+admin@atelier\.local\s+\S{8,}/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    const second = startMain({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'atelier.lock'))).toBe(false);

    const again = startMain({ DATA_DIR: dataDir });
    await waitFor(again, /running on/);
    expect(again.output()).not.toContain('Accounts created');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('in production creates only the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const run = startMain({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'head@school.test',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    const [, port] = await waitFor(run, /running on http:\/\/127\.0\.0\.1:(\d+)/);
    expect(run.output()).not.toContain('student@atelier.local');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'head@school.test', password: 'a-long-admin-password', role: 'admin' }),
    });
    expect(login.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('exits 1 with a clear message on a bad setting', async () => {
    const run = startMain({ DATA_DIR: tempDir(), PORT: 'eighty', PUBLIC_URL: 'nope' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toMatch(/PORT: /);
    expect(run.output()).toMatch(/PUBLIC_URL: /);
  });
});
