import fs from 'node:fs';
import path from 'node:path';
import type { Assignment, Submission } from '@atelier/contract/assignments';
import { EVENT_TEXT } from '@atelier/contract/events';
import { UPLOAD_QUOTA_TEXT, type StorageUsage } from '@atelier/contract/metrics';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp, type SignedIn, type TestContext } from '../../test/helpers';
import { PNG, sized } from '../../test/media';
import { PDF } from '../../test/pdf';
import { createEvent } from '../features/events/event-fixtures';
import { SWEEP_JOB } from './storage';

// Issue 25, item 10: storage could be filled (3 GB per member per 10 minutes, anonymous PDFs kept
// forever). Every upload goes through app.uploads: quotas, a ledger row, and a sweep per kind.

const MB = 1024 * 1024;
const QUOTA = {
  UPLOAD_QUOTA_USER_BYTES: '100MB',
  UPLOAD_QUOTA_ANONYMOUS_BYTES: '20MB',
  UPLOAD_QUOTA_WINDOW: '24h',
  UPLOAD_QUOTA_TOTAL_BYTES: '300MB',
};

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f))
    : [];
const storedFiles = (ctx: TestContext) => filesUnder(path.join(ctx.config.dataDir, 'uploads'));
const tmpFiles = (ctx: TestContext) => filesUnder(path.join(ctx.config.dataDir, 'tmp'));

async function ledger(ctx: TestContext): Promise<{ key: string; kind: string; bytes: number }[]> {
  const result = (await ctx.database.db.execute(
    sql`SELECT key, kind, bytes::int AS bytes FROM uploads ORDER BY created_at, key`,
  )) as unknown as { rows: { key: string; kind: string; bytes: number }[] };
  return result.rows;
}

/** Uploads someone made earlier (a ledger row with no file: only its bytes count here). */
async function sentEarlier(ctx: TestContext, userId: string | null, bytes: number, hoursAgo = 1) {
  await ctx.database.db.execute(sql`
    INSERT INTO uploads (key, kind, user_id, bytes, created_at)
    VALUES (${`forum/2026-01/earlier-${Math.random().toString(36).slice(2)}.png`}, 'forum', ${userId},
            ${bytes}, now() - make_interval(hours => ${hoursAgo}))`);
}

function photoForm(bytes: Buffer = PNG) {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  return data;
}
const forumUpload = (who: SignedIn, bytes: Buffer = PNG) =>
  who.inject({ method: 'POST', url: '/api/forum/upload', payload: photoForm(bytes) });

/** An event asking a name, an e-mail and a PDF. */
async function createPdfEvent(admin: SignedIn, eventId: string) {
  const res = await createEvent(admin, { eventId, inputFields: ['name', 'email', 'pdf'] });
  expect(res.statusCode, res.body).toBe(201);
}

function registration(eventId: string, email: string, pdf?: Buffer) {
  const data = new FormData();
  data.append('eventId', eventId);
  data.append('name', 'Asha Rao');
  data.append('email', email);
  if (pdf) data.append('pdfFile', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  return data;
}
const register = (ctx: TestContext, data: FormData) =>
  ctx.app.inject({ method: 'POST', url: '/api/event/register', payload: data });

describe('upload quotas', () => {
  const ctx = useTestApp(QUOTA);

  it('refuses a member past their window with 429, Retry-After and why, keeping nothing', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    // 23 hours ago the member sent all but a few bytes of 100 MB.
    await sentEarlier(ctx, member.user._id, 100 * MB - 10, 23);
    const res = await forumUpload(member);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^You have sent the most files allowed: 100 MB in 24 hours\. Please try again in/,
    );
    // That upload ages out of the window in an hour.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(storedFiles(ctx)).toEqual([]);
    expect(tmpFiles(ctx)).toEqual([]);
    expect(await ledger(ctx)).toHaveLength(1);
    // Another member's window is their own.
    expect((await forumUpload(other)).statusCode).toBe(201);
    expect(storedFiles(ctx)).toHaveLength(1);
  });

  it('refuses by the received file’s own size before it is stored, and counts only the window', async () => {
    const member = await signIn(ctx, 'smartLABS');
    await sentEarlier(ctx, member.user._id, 95 * MB, 2);
    // Outside the window: no longer counted.
    await sentEarlier(ctx, member.user._id, 90 * MB, 25);
    // Sent whole, as a browser sends a form: the quota is asked once the file has arrived (decision 025).
    const body = new Request('http://x', { method: 'POST', body: photoForm(sized(PNG, 8 * MB)) });
    const big = await member.inject({
      method: 'POST',
      url: '/api/forum/upload',
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(big.statusCode).toBe(429);
    expect(big.headers.connection).toBe('close');
    expect(storedFiles(ctx)).toEqual([]);
    expect(tmpFiles(ctx)).toEqual([]);
    expect((await forumUpload(member, sized(PNG, 4 * MB))).statusCode).toBe(201);
    expect((await ledger(ctx)).filter((row) => row.bytes === 4 * MB)).toHaveLength(1);
  });

  it('refuses anyone with 507 once every stored file together fills the global quota', async () => {
    const member = await signIn(ctx, 'smartLABS');
    await sentEarlier(ctx, null, 300 * MB - 10, 24 * 30);
    const res = await forumUpload(member);
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe(UPLOAD_QUOTA_TEXT.storageFull);
    const admin = await signIn(ctx, 'admin');
    await createPdfEvent(admin, 'full');
    expect((await register(ctx, registration('full', 'a@b.org', PDF))).statusCode).toBe(507);
    expect(storedFiles(ctx)).toEqual([]);
    expect(tmpFiles(ctx)).toEqual([]);
    // Past the quota (lowered below what is kept), a form without a file still goes through.
    await sentEarlier(ctx, null, 1000, 24 * 30);
    const body = new Request('http://x', { method: 'POST', body: registration('full', 'b@b.org') });
    const withoutPdf = await ctx.app.inject({
      method: 'POST',
      url: '/api/event/register',
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(withoutPdf.statusCode, withoutPdf.body).toBe(201);
  });

  it('counts every anonymous event PDF against one anonymous budget, apart from members', async () => {
    const admin = await signIn(ctx, 'admin');
    await createPdfEvent(admin, 'bim-day');
    await sentEarlier(ctx, null, 20 * MB - 10, 3);
    const refused = await register(ctx, registration('bim-day', 'a@b.org', PDF));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UPLOAD_QUOTA_TEXT.anonymousFull(21 * 60 * 60 * 1000));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20 * 60 * 60);
    expect(storedFiles(ctx)).toEqual([]);
    // Nothing of the registration was kept: the same address may register without the PDF.
    const without = await register(ctx, registration('bim-day', 'a@b.org'));
    expect(without.statusCode, without.body).toBe(201);
    // A member's uploads are not anonymous.
    const member = await signIn(ctx, 'smartLABS');
    expect((await forumUpload(member)).statusCode).toBe(201);
  });

  it('refuses a second registration of an address with 409 before its PDF is stored', async () => {
    const admin = await signIn(ctx, 'admin');
    await createPdfEvent(admin, 'bim-day');
    expect((await register(ctx, registration('bim-day', 'asha@example.org', PDF))).statusCode).toBe(201);
    const again = await register(ctx, registration('bim-day', 'Asha@Example.ORG', PDF));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_TEXT.alreadyRegistered);
    expect(storedFiles(ctx)).toHaveLength(1);
    expect(await ledger(ctx)).toHaveLength(1);
    expect(tmpFiles(ctx)).toEqual([]);
    // Another event takes the same address.
    await createPdfEvent(admin, 'other-day');
    expect((await register(ctx, registration('other-day', 'asha@example.org'))).statusCode).toBe(201);
  });
});

describe('the orphan sweep', () => {
  const ctx = useTestApp();

  const TASK = { code: 'T1', instructions: 'Sketch the site plan.', hints: [] };
  function assignmentForm(code: string, cover?: Buffer, taskCount = 1) {
    const tasks = JSON.stringify(
      Array.from({ length: taskCount }, (_, i) => ({ ...TASK, code: `T${i + 1}` })),
    );
    const data = new FormData();
    for (const [name, value] of Object.entries({ code, title: 'Pavilion', brief: 'A pavilion.', tasks }))
      data.append(name, value);
    if (cover) data.append('image', new Blob([cover], { type: 'image/png' }), 'cover.png');
    return data;
  }
  async function createAssignment(admin: SignedIn, code: string, taskCount = 1): Promise<Assignment> {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/assignment/create',
      payload: assignmentForm(code, PNG, taskCount),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { assignment: Assignment }).assignment;
  }
  async function submitTask(member: SignedIn, assignmentId: string, tasks = 1): Promise<Submission> {
    const started = await member.inject({
      method: 'POST',
      url: `/api/smartlabs/assignment/start/${assignmentId}`,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const submission = started.json() as Submission;
    for (let task = 1; task <= tasks; task++) {
      const data = new FormData();
      data.append('uploadToDrive', 'true');
      for (let i = 0; i < 5; i++) data.append('files', new Blob([PNG], { type: 'image/png' }), `p${i}.png`);
      const res = await member.inject({
        method: 'POST',
        url: `/api/smartlabs/assignment/submit/${submission._id}/${task}`,
        payload: data,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return submission;
  }
  const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace('/api/files/', '');
  const ageAll = () =>
    ctx.database.db.execute(sql`UPDATE uploads SET created_at = now() - interval '2 days'`);
  const exists = (key: string) => fs.existsSync(path.join(ctx.config.dataDir, 'uploads', ...key.split('/')));

  it('removes the orphans of every kind after their grace, and keeps every file still named', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');

    // Forum: one upload posted, one never posted, one whose post was deleted by its author.
    const posted = keyOf((await forumUpload(member)).json().url);
    const unposted = keyOf((await forumUpload(member)).json().url);
    const deletedPostFile = (await forumUpload(member)).json().url as string;
    for (const mediaUrl of [`/api/files/${posted}`, deletedPostFile]) {
      const res = await member.inject({
        method: 'POST',
        url: '/api/forum',
        payload: { userId: member.user._id, question: 'with a photo', category: 'general', mediaUrl },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const feed = (await member.inject({ method: 'GET', url: '/api/forum' })).json() as {
      items: { _id: string; mediaUrl: string }[];
    };
    const toDelete = feed.items.find((p) => keyOf(p.mediaUrl) === keyOf(deletedPostFile))!;
    const del = await member.inject({ method: 'DELETE', url: `/api/forum/item/post/${toDelete._id}` });
    expect(del.statusCode, del.body).toBe(200);
    // A deleted post's file goes at once.
    expect(exists(keyOf(deletedPostFile))).toBe(false);

    // Events: a registration kept, one deleted, and a whole event deleted.
    await createPdfEvent(admin, 'kept');
    await createPdfEvent(admin, 'gone');
    for (const email of ['a@b.org', 'b@b.org']) await register(ctx, registration('kept', email, PDF));
    await register(ctx, registration('gone', 'c@b.org', PDF));
    await ctx.database.db.execute(sql`DELETE FROM event_registrations WHERE email = 'b@b.org'`);
    await ctx.database.db.execute(sql`DELETE FROM event_meta WHERE event_id = 'gone'`);

    // Assignments: a cover replaced (the old one goes at once), a deleted assignment's cover, and
    // the task images of a deleted submission.
    const kept = await createAssignment(admin, 'A1');
    const replacedCover = keyOf(kept.image!);
    const edit = await admin.inject({
      method: 'PUT',
      url: `/api/assignment/${kept._id}`,
      payload: assignmentForm('A1', PNG),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(exists(replacedCover)).toBe(false);
    const doomed = await createAssignment(admin, 'A2');
    await submitTask(member, kept._id);
    const other = await signIn(ctx, 'smartLABS');
    const dropped = await submitTask(other, kept._id);
    await ctx.database.db.execute(sql`DELETE FROM assignment_submissions WHERE id = ${dropped._id}`);
    await ctx.database.db.execute(sql`DELETE FROM assignments WHERE id = ${doomed._id}`);
    // An assignment of two tasks, both sent, then edited down to one: the second task's images go.
    const shrunk = await createAssignment(admin, 'A3', 2);
    await submitTask(member, shrunk._id, 2);
    const shrink = await admin.inject({
      method: 'PUT',
      url: `/api/assignment/${shrunk._id}`,
      payload: assignmentForm('A3', undefined, 1),
    });
    expect(shrink.statusCode, shrink.body).toBe(200);

    const before = await ledger(ctx);
    const files = storedFiles(ctx).length;
    expect(before).toHaveLength(files);
    // Within their grace nothing goes: the request storing a file names it a moment later.
    expect(await ctx.app.uploads.sweep()).toBe(0);

    await ageAll();
    // The sweep runs as a job of its own, queued again each time.
    await ctx.database.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = ${SWEEP_JOB}`,
    );
    await ctx.app.jobs.drain();

    const after = await ledger(ctx);
    // unposted, b@b.org, event "gone", A2's cover, the dropped submission's images, A3's task 2 images
    const orphans = 1 + 1 + 1 + 1 + 5 + 5;
    expect(after).toHaveLength(before.length - orphans);
    expect(storedFiles(ctx)).toHaveLength(files - orphans);
    const kinds = (rows: { kind: string }[]) =>
      rows.reduce<Record<string, number>>((n, r) => ({ ...n, [r.kind]: (n[r.kind] ?? 0) + 1 }), {});
    expect(kinds(after)).toEqual({ forum: 1, events: 1, assignments: 2, submissions: 10 });
    // The removed task's image rows went with their files; the kept task's stay.
    const taskFiles = (await ctx.database.db.execute(
      sql`SELECT task_number, count(*)::int AS n FROM submission_files GROUP BY task_number ORDER BY task_number`,
    )) as unknown as { rows: { task_number: number; n: number }[] };
    expect(taskFiles.rows).toEqual([{ task_number: 1, n: 10 }]);
    expect(after.map((r) => r.key)).toContain(posted);
    expect(exists(posted)).toBe(true);
    expect(exists(unposted)).toBe(false);
    for (const row of after) expect(exists(row.key), row.key).toBe(true);
    // The forum's own unclaimed-upload row went with its file.
    const left = (await ctx.database.db.execute(sql`SELECT key FROM forum_uploads`)) as unknown as {
      rows: { key: string }[];
    };
    expect(left.rows.map((r) => r.key)).not.toContain(unposted);
    // And the next sweep is queued.
    const queued = (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${SWEEP_JOB} AND run_at > now()`,
    )) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]!.n).toBe(1);
  });

  it('shows admins the storage figure, in all and by kind, with the quotas, in /api/metrics', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    await forumUpload(member);
    await forumUpload(member);
    await createPdfEvent(admin, 'bim-day');
    await register(ctx, registration('bim-day', 'a@b.org', PDF));

    const usage = (await admin.inject({ method: 'GET', url: '/api/metrics/storage' })).json() as StorageUsage;
    expect(usage).toEqual({
      files: 3,
      bytes: 2 * PNG.length + PDF.length,
      kinds: [
        { kind: 'assignments', files: 0, bytes: 0 },
        { kind: 'events', files: 1, bytes: PDF.length },
        { kind: 'forum', files: 2, bytes: 2 * PNG.length },
        { kind: 'models', files: 0, bytes: 0 },
        { kind: 'pin-snapshots', files: 0, bytes: 0 },
        { kind: 'submissions', files: 0, bytes: 0 },
      ],
      quota: {
        userBytes: 500 * MB,
        anonymousBytes: 2048 * MB,
        windowMs: 24 * 60 * 60 * 1000,
        totalBytes: 20 * 1024 * MB,
      },
    });
    expect((await member.inject({ method: 'GET', url: '/api/metrics/storage' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics/storage' })).statusCode).toBe(401);

    const text = (await admin.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(text).toContain('# TYPE atelier_storage_bytes gauge');
    expect(text).toContain(`atelier_storage_bytes{kind="forum"} ${2 * PNG.length}`);
    expect(text).toContain(`atelier_storage_bytes{kind="events"} ${PDF.length}`);
    expect(text).toContain('atelier_storage_files{kind="forum"} 2');
    expect(text).toContain(`atelier_storage_used_bytes ${2 * PNG.length + PDF.length}`);
    expect(text).toContain('atelier_storage_used_files 3');
    expect(text).toContain(`atelier_upload_quota_bytes{quota="user"} ${500 * MB}`);
    expect(text).toContain(`atelier_upload_quota_bytes{quota="total"} ${20 * 1024 * MB}`);
    expect(text).toContain('atelier_upload_quota_window_seconds 86400');
  });

  it('is the only way files are stored: no feature puts a file into storage itself', () => {
    const root = path.resolve(__dirname, '..');
    const sources = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const putters = sources.filter((f) => /storage\.put\(/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(putters).toEqual([path.join('plugins', 'storage.ts')]);
  });
});
