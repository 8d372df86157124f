import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLeftovers } from '../../test/helpers';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from './data-dir-lock';

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
const { tempDir, track } = useLeftovers('atelier-lock-');

/** Runs a process that takes the lock exactly as the server does, and resolves once it holds it. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const code = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
acquireDataDirLock(${JSON.stringify(dataDir)});
console.log('locked');
setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the data-dir lock', () => {
  it('is held while open and gone once released', () => {
    const dataDir = tempDir();
    const release = acquireDataDirLock(dataDir);
    expect(lockHolder(dataDir)).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dataDir, 'atelier.lock'))).toBe(false);
    expect(lockHolder(dataDir)).toBeUndefined();
  });

  it('refuses a directory that a running process holds, naming it', async () => {
    const dataDir = tempDir();
    const holder = await holderProcess(dataDir);
    expect(lockHolder(dataDir)).toBe(holder.pid);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`in use by process ${holder.pid}`);
  });

  it('takes over the lock of a holder killed with kill -9', async () => {
    const dataDir = tempDir();
    const holder = await holderProcess(dataDir);
    await killHard(holder);
    // The dead process could not remove its lock file.
    expect(fs.readFileSync(path.join(dataDir, 'atelier.lock'), 'utf8')).toMatch(
      new RegExp(`^${holder.pid}\\b`),
    );
    expect(lockHolder(dataDir)).toBeUndefined();
    const release = acquireDataDirLock(dataDir);
    expect(lockHolder(dataDir)).toBe(process.pid);
    release();
  });

  it('takes over a lock whose pid now belongs to another process (a reused pid)', () => {
    const dataDir = tempDir();
    // The parent process is alive, but it started long before the recorded start time.
    fs.writeFileSync(path.join(dataDir, 'atelier.lock'), `${process.ppid} 1`);
    expect(lockHolder(dataDir)).toBeUndefined();
    acquireDataDirLock(dataDir)();
  });

  it('takes over the lock of a dead process its parent has not reaped (a zombie)', async () => {
    const dataDir = tempDir();
    // `sleep 0` exits at once; the shell then becomes `sleep 30`, which never reaps it.
    const shell = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    track(shell);
    const zombie = await new Promise<number>((resolve) =>
      shell.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const deadline = Date.now() + 5_000;
    while (!/\) Z /.test(fs.readFileSync(`/proc/${zombie}/stat`, 'utf8')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    // kill(pid, 0) succeeds on a zombie: the pid alone would make the lock look held.
    expect(() => process.kill(zombie, 0)).not.toThrow();
    fs.writeFileSync(path.join(dataDir, 'atelier.lock'), String(zombie));
    expect(lockHolder(dataDir)).toBeUndefined();
    acquireDataDirLock(dataDir)();
  });

  it('takes over an empty lock file (a crash between creating and writing it)', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'atelier.lock'), '');
    acquireDataDirLock(dataDir)();
  });
});
