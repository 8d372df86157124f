import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, repoRoot, tempDir } from './server';

/** The reverse proxy config the repo ships and docs/deploy.md tells a school to install. */
export const shippedConfig = path.join(repoRoot, 'deploy', 'nginx.conf');

export interface Proxy {
  /** https://127.0.0.1:<port> */
  httpsUrl: string;
  /** http://127.0.0.1:<port> (the port-80 server block: redirects to https) */
  httpUrl: string;
  /** The self-signed certificate nginx serves, to trust in requests. */
  ca: Buffer;
  /** The shipped file after substitution, as nginx ran it. */
  config: string;
  errorLog(): string;
  accessLog(): string;
  stop(): Promise<void>;
}

function findNginx(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'))
    .find((file) => fs.existsSync(file));
  if (!found)
    throw new Error('nginx is not installed (Debian: apt-get install nginx-light; .ci/run installs it).');
  return found;
}

/**
 * Replaces each `from` in the shipped config, which must occur exactly once: when the file changes
 * so that a substitution no longer applies, this fails rather than testing something else.
 */
export function substitute(config: string, replacements: [from: string, to: string][]): string {
  let out = config;
  for (const [from, to] of replacements) {
    const count = out.split(from).length - 1;
    if (count !== 1)
      throw new Error(`deploy/nginx.conf: expected "${from}" exactly once, found it ${count} times`);
    out = out.replace(from, to);
  }
  return out;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground with deploy/nginx.conf in front of the given API ports: only the
 * upstream servers, the listen ports (on 127.0.0.1, no IPv6), a self-signed certificate for the
 * Let's Encrypt paths and the access log path are changed.
 */
export async function startNginx(apiPorts: [number, number]): Promise<Proxy> {
  const nginx = findNginx();
  const prefix = tempDir('nginx');
  // As root, nginx's workers run as an unprivileged user that must reach the temp folders inside.
  fs.chmodSync(prefix, 0o755);
  const cert = path.join(prefix, 'fullchain.pem');
  const key = path.join(prefix, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const config = substitute(fs.readFileSync(shippedConfig, 'utf8'), [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${apiPorts[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${apiPorts[1]} `],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/letsencrypt/live/atelier.example.org/fullchain.pem', cert],
    ['/etc/letsencrypt/live/atelier.example.org/privkey.pem', key],
    ['/var/log/nginx/atelier.access.log', path.join(prefix, 'access.log')],
  ]);
  fs.writeFileSync(path.join(prefix, 'atelier.conf'), config);
  // What Debian's /etc/nginx/nginx.conf gives the site file: an http block to live in.
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;\nevents { worker_connections 512; }\nhttp {\n    include ${path.join(prefix, 'atelier.conf')};\n}\n`,
  );
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(
    nginx,
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      errorLog,
      '-g',
      `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log ${errorLog} warn;`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

  const deadline = Date.now() + 15_000;
  while (!((await listening(httpsPort)) && (await listening(httpPort)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      kill();
      throw new Error(`nginx did not start:\n${output}\n${read(errorLog)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: fs.readFileSync(cert),
    config,
    errorLog: () => read(errorLog),
    accessLog: () => read(path.join(prefix, 'access.log')),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // fast shutdown: the master stops its workers
        const timer = setTimeout(kill, 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
