import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { login, ok } from '../support/api';
import { createDatabase, type TestDatabase } from '../support/postgres';
import { createCourse } from '../support/school';
import { freePort, repoRoot, startServer, tempDir, type RunningServer } from '../support/server';

/**
 * `npm run backup` and `npm run restore` round-trip a school's data: courses and forum posts in
 * the database, and the files members uploaded (DATA_DIR/uploads).
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

/** Runs `npm run <script> -- <args>` from the repository root as an operator would. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** What a school has: a course, and a forum post with a photo. Returns what to look for later. */
async function writeSchoolData(server: RunningServer) {
  const admin = await login(server.url, server.accounts.admin!, 'admin');
  const member = await login(server.url, server.accounts.smartLABS!, 'smartLABS');
  const course = await createCourse(server.url, admin.token, 'Kept by the backup');
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'site.png');
  const upload = await fetch(`${server.url}/api/forum/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { url: mediaUrl } = (await upload.json()) as { url: string };
  await ok(201, server.url, 'POST', '/api/forum', {
    token: member.token,
    body: {
      userId: member.user._id,
      question: 'The site photo, kept by the backup',
      category: 'general',
      mediaUrl,
    },
  });
  return { course, admin };
}

/** Reads the school's data back through the API of a server started on the restored data. */
async function expectSchoolData(server: RunningServer, courseId: string) {
  const admin = await login(server.url, server.accounts.admin!, 'admin');
  const member = await login(server.url, server.accounts.smartLABS!, 'smartLABS');
  const courses = await ok<{ _id: string; title: string }[]>(200, server.url, 'GET', '/api/courses', {
    token: admin.token,
  });
  expect(courses.map((c) => c.title)).toContain('Kept by the backup');
  expect(courses.map((c) => c.title)).not.toContain('Written after the backup');
  expect(courses.some((c) => c._id === courseId)).toBe(true);
  const feed = await ok<{ items: { question: string; mediaUrl: string | null }[] }>(
    200,
    server.url,
    'GET',
    '/api/forum',
    { token: member.token },
  );
  const post = feed.items.find((p) => p.question === 'The site photo, kept by the backup');
  expect(post?.mediaUrl).toBeTruthy();
  // The photo opens through a fresh signed link: the file came back too.
  const photo = await fetch(new URL(post!.mediaUrl!, server.url));
  expect(photo.status).toBe(200);
  expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
}

describe('npm run backup and npm run restore', () => {
  it('round-trip the embedded database and its uploads, refusing while the server runs', async () => {
    const dataDir = tempDir('backup-pglite');
    const archive = path.join(tempDir('archive'), 'school.tar.gz');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    cleanups.push(() => fs.rmSync(path.dirname(archive), { recursive: true, force: true }));
    const port = await freePort();
    const env = { DATA_DIR: dataDir };

    const first = await startServer({ dataDir, port });
    cleanups.push(() => first.kill9());
    const { course } = await writeSchoolData(first);
    // PGlite allows one process: a backup while the server holds the database is refused.
    const refused = await npmRun('backup', ['--out', archive], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by process ${first.pid}`);
    await first.stop();

    const backup = await npmRun('backup', ['--out', archive], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${archive}`);
    expect(fs.statSync(archive).size).toBeGreaterThan(0);

    // Restoring over a database is refused without --force; then the folder is lost.
    const notEmpty = await npmRun('restore', [archive], env);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toContain('pass --force');
    fs.rmSync(dataDir, { recursive: true, force: true });

    const restore = await npmRun('restore', [archive], env);
    expect(restore.code, restore.output).toBe(0);
    const restored = await startServer({ dataDir, port, accounts: first.accounts });
    cleanups.push(() => restored.stop());
    await expectSchoolData(restored, course._id);
  });

  it('round-trip a PostgreSQL database (pg_dump, pg_restore) and the uploads, backing up while the server runs', async () => {
    const dataDir = tempDir('backup-pg');
    const archive = path.join(tempDir('archive'), 'school.tar.gz');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    cleanups.push(() => fs.rmSync(path.dirname(archive), { recursive: true, force: true }));
    const database: TestDatabase = await createDatabase('backup');
    cleanups.push(() => database.drop());
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };

    const first = await startServer({ dataDir, port, databaseUrl: database.url });
    cleanups.push(() => first.kill9());
    const { course, admin } = await writeSchoolData(first);
    // pg_dump reads a consistent snapshot: no need to stop the server.
    const backup = await npmRun('backup', ['--out', archive], env);
    expect(backup.code, backup.output).toBe(0);

    await createCourse(first.url, admin.token, 'Written after the backup');
    await first.stop();
    const notEmpty = await npmRun('restore', [archive], env);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toContain('pass --force');
    // The uploads are lost with the machine; the database is replaced by the backup's.
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    const restore = await npmRun('restore', [archive, '--force'], env);
    expect(restore.code, restore.output).toBe(0);
    const rows = await database.query<{ n: string }>(
      "SELECT count(*) AS n FROM courses WHERE title = 'Written after the backup'",
    );
    expect(Number(rows[0]!.n)).toBe(0);

    const second = await startServer({ dataDir, port, databaseUrl: database.url, accounts: first.accounts });
    cleanups.push(() => second.stop());
    await expectSchoolData(second, course._id);
  });
});
