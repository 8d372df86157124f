import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../db/client';
import { findUserByEmail } from '../features/auth/auth.public';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { verifyPassword } from '../lib/passwords';
import { runUserCommand, UsageError } from './user-command';

describe('npm run user', () => {
  let dataDir = '';
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function run(...argv: string[]): Promise<string[]> {
    const lines: string[] = [];
    await runUserCommand(argv, (l) => lines.push(l), { DATA_DIR: dataDir });
    return lines;
  }

  /** `create` with every option the command asks for. */
  const create = (user: { email: string; password: string; role: string; name: string }) =>
    run(
      'create',
      '--email',
      user.email,
      '--password',
      user.password,
      '--role',
      user.role,
      '--name',
      user.name,
    );

  it(
    'refuses a name with a line break or a control character, and creates nobody',
    { timeout: 90_000 },
    async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cli-'));
      const createAnn = (name: string) =>
        create({ email: 'ann@example.test', password: 'long-enough-password', role: 'student', name });
      await expect(createAnn('Ann\r\nBcc: x@y')).rejects.toThrow(
        /--name: name must be on one line, without control characters/,
      );
      await expect(createAnn('Ann\u0000')).rejects.toThrow(UsageError);
      expect(await run('list')).toEqual([]);
    },
  );

  it('refuses one of the most common passwords on create and set-password', { timeout: 90_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cli-'));
    const createCy = (password: string) =>
      create({ email: 'cy@example.test', password, role: 'student', name: 'Cy' });
    for (const password of ['password123', 'Qwerty123']) {
      await expect(createCy(password)).rejects.toThrow(/--password: This password is one of the most common/);
    }
    expect(await run('list')).toEqual([]);
    await createCy('violet-harbour-tram-42');
    await expect(
      run('set-password', '--email', 'cy@example.test', '--password', 'password123'),
    ).rejects.toThrow(UsageError);
    await run('set-password', '--email', 'cy@example.test', '--password', 'another-harbour-tram-7');
  });

  it('creates, lists, re-keys and re-roles users in the embedded database', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cli-'));
    await create({ email: 'Tara@Example.test', password: 'first-password', role: 'admin', name: 'Tara' });
    await expect(
      create({ email: 'tara@example.test', password: 'another-one', role: 'student', name: 'T' }),
    ).rejects.toThrow(/already exists/);
    await expect(
      create({ email: 'x@example.test', password: 'short', role: 'admin', name: 'X' }),
    ).rejects.toThrow(UsageError);
    await expect(run('set-role', '--email', 'tara@example.test', '--role', 'teacher')).rejects.toThrow(
      /role/,
    );
    await run('set-password', '--email', 'tara@example.test', '--password', 'second-password');
    await run('set-role', '--email', 'tara@example.test', '--role', 'smartLABS');
    const listed = await run('list');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatch(/smartLABS\s+tara@example\.test\s+Tara$/);

    const database = await openConfiguredDatabase({ databaseUrl: undefined, dataDir });
    try {
      const row = await findUserByEmail(database.db, 'tara@example.test');
      expect(row?.role).toBe('smartLABS');
      expect(await verifyPassword(row!.passwordHash, 'second-password')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses an embedded database that a running process holds', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cli-'));
    // The test runner's parent process is alive and is not us: it stands for a running server.
    fs.writeFileSync(path.join(dataDir, 'atelier.lock'), String(process.ppid));
    await expect(run('list')).rejects.toThrow(DataDirLockedError);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('explains its usage for an unknown command or option', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-cli-'));
    await expect(run('destroy')).rejects.toThrow(/Usage: npm run user/);
    await expect(run('list', '--force')).rejects.toThrow(/Usage: npm run user/);
  });
});
