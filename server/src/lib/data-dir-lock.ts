import fs from 'node:fs';
import path from 'node:path';

const LOCK_NAME = 'atelier.lock';

/**
 * What Linux says of a process: whether it is a zombie (dead, not yet reaped by its parent) and
 * when it started (clock ticks since boot, field 22 of /proc/<pid>/stat). Undefined where there is
 * no /proc (other systems) or no such process.
 */
function procStat(pid: number): { zombie: boolean; startTime: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTime = fields[19];
    if (!state || !startTime) return undefined;
    return { zombie: state === 'Z' || state === 'X', startTime };
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote a lock still runs. A pid alone is not enough: after a kill -9 or
 * a crash the pid may be a zombie, or belong by now to an unrelated process (after a reboot, or in
 * a container, where the server is pid 1 again), so the lock also records the holder's start time.
 */
function isAlive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat.zombie) return false;
  return startTime === undefined || startTime === stat.startTime;
}

/** The lock file's content: `<pid> <start time>` (the start time only where /proc tells it). */
function record(pid: number): string {
  const startTime = procStat(pid)?.startTime;
  return startTime ? `${pid} ${startTime}` : String(pid);
}

/** The pid holding the embedded database, if a live process holds it. */
export function lockHolder(dataDir: string): number | undefined {
  let content: string;
  try {
    content = fs.readFileSync(path.join(dataDir, LOCK_NAME), 'utf8');
  } catch {
    return undefined;
  }
  const [pidText, startTime] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid, startTime) ? pid : undefined;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (is the server running?). ` +
        'Stop it first, or set DATABASE_URL to use PostgreSQL, which allows several processes.',
    );
  }
}

/**
 * PGlite takes no lock of its own and two processes on one directory silently lose writes,
 * so whoever opens the embedded database holds this lock file until it closes. A lock left by a
 * process that died (kill -9, a crash, a power cut) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, record(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(dataDir);
      if (holder !== undefined && holder !== process.pid) throw new DataDirLockedError(dataDir, holder);
      // A stale lock from a process that died: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
