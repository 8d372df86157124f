// `node scripts/with-postgres.mjs <command...>`: runs the command with TEST_DATABASE_URL pointing
// at a throwaway PostgreSQL server (superuser `postgres`, trust auth on 127.0.0.1), which is
// created in a temp folder and removed afterwards, also when the command fails or is interrupted.
// With TEST_DATABASE_URL already set, the command simply runs against that database.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { envWithBin, onStopSignals, start } from './lib/processes.mjs';

const log = (msg) => console.error(`[with-postgres] ${msg}`);

const [command, ...args] = process.argv.slice(2);
if (!command) {
  log('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder holding initdb and pg_ctl: Debian's /usr/lib/postgresql/<version>/bin, newest first, else PATH. */
function findPostgresBin() {
  const hasTools = (dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((tool) => isExecutable(path.join(dir, tool)));
  const debianRoot = '/usr/lib/postgresql';
  const versions = fs.existsSync(debianRoot)
    ? fs
        .readdirSync(debianRoot)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((v) => path.join(debianRoot, v, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
  return candidates.find(hasTools);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** PostgreSQL will not run as root: as root, its tools run as the `postgres` user. */
function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    log('running as root, but there is no `postgres` user to run PostgreSQL as.');
    log('Create one (the Debian postgresql package does), or set TEST_DATABASE_URL.');
    process.exit(1);
  }
}

async function main() {
  if (process.env.TEST_DATABASE_URL) {
    log('TEST_DATABASE_URL is set: using that database');
    const child = start(command, args, { env: envWithBin() });
    onStopSignals((signal) => child.kill(signal));
    return child.exited;
  }

  const bin = findPostgresBin();
  if (!bin) {
    log(
      'PostgreSQL is not installed: initdb and pg_ctl were found neither in /usr/lib/postgresql/*/bin nor on PATH.',
    );
    log('Install it (Debian: apt-get install -y postgresql), or set TEST_DATABASE_URL to a database URL');
    log('whose user may create databases.');
    return 1;
  }

  const owner = postgresUser();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pg-'));
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'postgres.log');
  if (owner) fs.chownSync(tmp, owner.uid, owner.gid);

  // Tools run as the owner with a minimal environment (no inherited PG* variables).
  const pgEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' };
  const pg = (tool, toolArgs, options = {}) =>
    spawnSync(path.join(bin, tool), toolArgs, {
      cwd: tmp,
      env: pgEnv,
      encoding: 'utf8',
      ...(owner ?? {}),
      ...options,
    });

  let started = false;
  let cleanedUp = false;
  const cleanup = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    if (started) {
      const stop = pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
      if (stop.status !== 0) log(`pg_ctl stop failed: ${(stop.stderr || stop.stdout || '').trim()}`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  process.on('exit', cleanup);

  let interrupted = false;
  let child;
  onStopSignals((signal) => {
    interrupted = true;
    if (child) child.kill(signal);
    else {
      cleanup();
      process.exit(130);
    }
  });

  const init = pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  if (init.status !== 0) {
    log(`initdb failed:\n${init.stdout}${init.stderr}`);
    return 1;
  }

  let port;
  for (let attempt = 1; attempt <= 3 && !started; attempt++) {
    port = await freePort();
    // Throwaway data: durability settings off for speed. The socket lives in the temp folder.
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${tmp}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    // detached: its own process group, so a Ctrl-C reaches the command, and we stop PostgreSQL after it.
    const result = pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options], {
      detached: true,
    });
    started = result.status === 0;
    if (!started && attempt === 3) {
      const serverLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      log(`PostgreSQL did not start:\n${result.stdout}${result.stderr}\n${serverLog}`);
      return 1;
    }
  }
  const deadline = Date.now() + 30_000;
  while (!(await canConnect(port))) {
    if (Date.now() > deadline) {
      log(`PostgreSQL started but does not accept connections on 127.0.0.1:${port}`);
      return 1;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (interrupted) return 130;

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL (${path.basename(path.dirname(bin))}) is ready at ${url}`);
  child = start(command, args, { env: envWithBin({ ...process.env, TEST_DATABASE_URL: url }) });
  return child.exited;
}

const code = await main().catch((err) => {
  log(err instanceof Error ? err.message : String(err));
  return 1;
});
process.exit(code);
