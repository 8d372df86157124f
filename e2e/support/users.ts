import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Role } from '@atelier/contract/auth';
import { repoRoot } from './paths';
import { startServer, type RunningServer, type StartOptions } from './server';

const run = promisify(execFile);

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  name: string;
}

/**
 * Adds accounts beyond the three demo ones. There is no API to create users and the `user` CLI
 * cannot open the embedded database while a server holds it, so this stops the server (keeping its
 * data), runs `node server/dist/user.js create` on the same DATA_DIR for each user, and starts a
 * server on that folder and port again. Resolves with the new server (the same url, data and demo
 * accounts). Call it before opening pages: requests in flight during the restart would fail.
 */
export async function addUsers(
  server: RunningServer,
  users: readonly NewUser[],
  options: Omit<StartOptions, 'dataDir' | 'accounts' | 'port'> = {},
): Promise<RunningServer> {
  await server.stop({ keepData: true });
  const cli = path.join(repoRoot, 'server', 'dist', 'user.js');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: server.dataDir,
    ...options.env,
  };
  delete env.DATABASE_URL;
  for (const user of users) {
    const args = [
      'create',
      '--email',
      user.email,
      '--password',
      user.password,
      '--role',
      user.role,
      '--name',
      user.name,
    ];
    await run(process.execPath, [cli, ...args], { cwd: repoRoot, env }).catch((err: { stderr?: string }) => {
      throw new Error(`Could not create ${user.email}: ${err.stderr ?? String(err)}`);
    });
  }
  // The same port: the demo courses hold absolute lesson URLs on the first server's origin.
  const port = Number(new URL(server.url).port);
  return startServer({ ...options, dataDir: server.dataDir, accounts: server.accounts, port });
}
