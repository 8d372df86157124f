import { ROSTER_ERRORS, ROSTER_TEXT, USER_CSV_COLUMNS, type RosterImport } from '@atelier/contract/rosters';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  countRows,
  createUser,
  csvLines,
  outbox,
  postRaw,
  resetTokenFrom,
  signIn,
  useTestApp,
  type SignedIn,
} from '../../../../test/helpers';
import { PNG } from '../../../../test/media';
import { ROSTER_INVITE_JOB } from './roster.actions';

const ctx = useTestApp();

function upload(who: SignedIn, content: string | Buffer, name = 'class.csv') {
  const data = new FormData();
  data.append('file', new Blob([content], { type: 'text/csv' }), name);
  return who.inject({ method: 'POST', url: '/api/users/roster/preview', payload: data });
}

const importRoster = (who: SignedIn, id: string, confirmValidRows?: boolean) =>
  who.inject({
    method: 'POST',
    url: `/api/users/roster/${id}/import`,
    payload: confirmValidRows === undefined ? {} : { confirmValidRows },
  });

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';
const HEADER = 'name,email,role,institution,country,phone,gender';

/** Nothing but the preview may be written: no user, no job. */
async function written() {
  return {
    users: await countRows(ctx, 'users'),
    imports: await countRows(ctx, 'roster_imports'),
    jobs: await countRows(ctx, 'jobs'),
  };
}

const progressOf = (who: SignedIn, id: string, query = '') =>
  who.inject({ method: 'GET', url: `/api/users/roster/${id}${query}` });

async function auditCounts() {
  const audit = await ctx.database.db.execute(
    sql`SELECT actor_id, detail FROM audit_events WHERE action = 'roster-imported'`,
  );
  return (audit as unknown as { rows: unknown[] }).rows;
}

/** The roster's jobs waiting (other features queue jobs for later too). */
async function queuedJobs() {
  const found = await ctx.database.db.execute(
    sql`SELECT kind, payload FROM jobs WHERE kind LIKE 'roster-%' ORDER BY run_at`,
  );
  return (found as unknown as { rows: { kind: string; payload: Record<string, unknown> }[] }).rows;
}

const problemsOf = (preview: RosterImport, line: number) =>
  preview.rows!.find((row) => row.line === line)?.problems;

describe('POST /api/users/roster/preview', () => {
  it('checks every row: missing name, bad, duplicate and existing e-mail, unknown role, formulas, length', async () => {
    const admin = await signIn(ctx, 'admin');
    await createUser(ctx, { email: 'already@school.test' });
    const before = await written();
    const res = await upload(
      admin,
      csv(
        ' Name ,E-Mail,ROLE,Institution,Country,Phone,Gender,Nickname',
        'Ada Lovelace,Ada@School.test,Student,TU Delft,NL,+31 6 1234 5678,female,ada',
        ',nobody@school.test,student,,,,,',
        'Bad Mail,not-an-address,student,,,,,',
        'Twice,ada@school.test,smartlabs,,,,,',
        'Teacher,teacher@school.test,teacher,,,,,',
        'Old Hand,already@school.test,admin,,,,,',
        '=HYPERLINK("http://evil.test"),formula@school.test,student,,,,,',
        `Long,long@school.test,student,${'x'.repeat(201)},,,,`,
      ),
    );
    expect(res.statusCode).toBe(201);
    const preview = res.json<RosterImport>();
    expect(preview).toMatchObject({
      status: 'previewed',
      fileName: 'class.csv',
      unknownColumns: ['Nickname'],
      total: 8,
      valid: 1,
      existing: 1,
      invalid: 6,
      created: 0,
    });
    expect(preview.rows![0]).toMatchObject({
      line: 2,
      name: 'Ada Lovelace',
      email: 'ada@school.test',
      role: 'student',
      institution: 'TU Delft',
      phone: '+31 6 1234 5678',
      problems: [],
      existing: false,
    });
    const p = ROSTER_TEXT.problems;
    expect(problemsOf(preview, 3)).toEqual([p.missing('name')]);
    expect(problemsOf(preview, 4)).toEqual([p.badEmail('not-an-address')]);
    expect(problemsOf(preview, 5)).toEqual([p.duplicate(2)]);
    expect(problemsOf(preview, 6)).toEqual([p.unknownRole('teacher')]);
    expect(preview.rows!.find((r) => r.line === 7)).toMatchObject({ problems: [], existing: true });
    expect(problemsOf(preview, 8)).toEqual([p.formula('name')]);
    expect(problemsOf(preview, 9)).toEqual([p.tooLong('institution', 200)]);
    // Only the preview is kept.
    expect(await written()).toEqual({ ...before, imports: before.imports + 1 });
  });

  it('refuses formula cells that start with a tab, + - @ or hide behind a separator', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await upload(
      admin,
      csv(
        'name,email,role,institution',
        'One,one@school.test,student,"\tcmd"',
        'Two,two@school.test,student,+SUM(A1)',
        'Three,three@school.test,student,-2+3',
        'Four,four@school.test,@admin,',
        'Five,five@school.test,student,"Bob;=cmd|calc"',
      ),
    );
    const preview = res.json<RosterImport>();
    expect(preview.invalid).toBe(5);
    for (const row of preview.rows!) expect(row.problems[0], row.name).toMatch(/CSV injection/);
  });

  it('reads 10,000 rows and refuses 10,001 whole', async () => {
    const admin = await signIn(ctx, 'admin');
    const rows = (n: number) =>
      csv(
        'name,email,role',
        ...Array.from({ length: n }, (_, i) => `Student ${i},s${i}@school.test,student`),
      );
    const ok = await upload(admin, rows(10_000));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ total: 10_000, valid: 10_000, invalid: 0 });
    const before = await written();
    const tooMany = await upload(admin, rows(10_001));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe(ROSTER_ERRORS.tooManyRows.code);
    expect(await written()).toEqual(before);
  });

  it('refuses a Latin-1 file with 422 and reads a UTF-8 file with a BOM', async () => {
    const admin = await signIn(ctx, 'admin');
    const latin1 = Buffer.from(csv('name,email,role', 'José Müller,jose@school.test,student'), 'latin1');
    const before = await written();
    const res = await upload(admin, latin1);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: ROSTER_ERRORS.notUtf8.code, message: ROSTER_TEXT.notUtf8 });
    expect(await written()).toEqual(before);
    const bom = await upload(
      admin,
      `\uFEFF${csv('name,email,role', 'José Müller,jose@school.test,student')}`,
    );
    expect(bom.statusCode).toBe(201);
    expect(bom.json().rows[0]).toMatchObject({ name: 'José Müller', problems: [] });
  });

  it('refuses what is not a CSV: a PNG named .csv 415, a broken quote, no header columns, no rows', async () => {
    const admin = await signIn(ctx, 'admin');
    const before = await written();
    const png = await upload(admin, PNG, 'roster.csv');
    expect(png.statusCode).toBe(415);
    expect(png.json().code).toBe(UPLOAD_ERRORS.wrongType.code);
    const cases: [string, number, string][] = [
      [csv('name,email,role', 'A,"a@school.test,student'), 422, ROSTER_ERRORS.unreadable.code],
      [csv('name,mail,kind', 'A,a@school.test,student'), 422, ROSTER_ERRORS.missingColumns.code],
      [csv('name,email,role'), 422, ROSTER_ERRORS.empty.code],
      ['', 422, ROSTER_ERRORS.empty.code],
    ];
    for (const [content, status, code] of cases) {
      const res = await upload(admin, content);
      expect(res.statusCode, content).toBe(status);
      expect(res.json().code, content).toBe(code);
    }
    const missing = await upload(admin, csv('name,mail,kind', 'A,a@school.test,student'));
    expect(missing.json().message).toBe(ROSTER_TEXT.missingColumns(['email', 'role']));
    const big = await upload(admin, `name,email,role\r\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    const noFile = await admin.inject({
      method: 'POST',
      url: '/api/users/roster/preview',
      payload: new FormData(),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe(ROSTER_ERRORS.noFile.code);
    const notMultipart = await admin.inject({
      method: 'POST',
      url: '/api/users/roster/preview',
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await written()).toEqual(before);
  });
});

describe('POST /api/users/roster/:id/import', () => {
  const FILE = csv(
    HEADER,
    'Ada Lovelace,ada@school.test,student,TU Delft,NL,,',
    'Grace Hopper,grace@school.test,smartLABS,,US,,',
    'Bad,not-an-address,student,,,,',
  );

  it('is refused without the confirmation while rows are bad, then answers at once and a job creates and invites', async () => {
    const admin = await signIn(ctx, 'admin');
    const preview = (await upload(admin, FILE)).json<RosterImport>();
    const before = await written();
    for (const confirm of [undefined, false]) {
      const refused = await importRoster(admin, preview._id, confirm);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: ROSTER_ERRORS.confirmNeeded.code,
        message: ROSTER_TEXT.confirmNeeded(1),
      });
    }
    expect(await written()).toEqual(before);

    const res = await importRoster(admin, preview._id, true);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'importing', created: 0, skipped: 0, invited: 0 });
    expect(res.json()).not.toHaveProperty('rows');
    // Nothing made yet: one job queued, no audit entry.
    expect(await written()).toEqual({ ...before, jobs: before.jobs + 1 });
    expect(await auditCounts()).toEqual([]);

    await ctx.app.jobs.drain();
    expect(await countRows(ctx, 'users')).toBe(before.users + 2);
    expect(await auditCounts()).toEqual([
      { actor_id: admin.user._id, detail: expect.objectContaining({ created: 2, skipped: 0, invalid: 1 }) },
    ]);
    const progress = await progressOf(admin, preview._id);
    expect(progress.json()).toMatchObject({ status: 'done', created: 2, invited: 2, failed: 0 });
    expect(progress.json()).not.toHaveProperty('rows');
    expect(progress.json().finishedAt).toEqual(expect.any(String));
    const full = (await progressOf(admin, preview._id, '?rows=1')).json<RosterImport>();
    expect(full.rows!.map((r) => [r.email, r.result, r.invitation])).toEqual([
      ['ada@school.test', 'created', 'sent'],
      ['grace@school.test', 'created', 'sent'],
      ['not-an-address', null, null],
    ]);
    // The import's own state of a row (account, invitation) is not shown.
    expect(Object.keys(full.rows![0]!)).not.toContain('userId');
    expect(Object.keys(full.rows![0]!)).not.toContain('inviteFailedAt');
    const mails = outbox(ctx);
    expect(mails).toHaveLength(2);
    for (const to of ['ada@school.test', 'grace@school.test']) {
      const mail = mails.find((m) => m.includes(`To: ${to}`));
      expect(mail, to).toMatch(/account is ready/);
      expect(resetTokenFrom(mail!)).toMatch(/^[\w-]{20,}$/);
    }
    const users = (await admin.inject({ method: 'GET', url: '/api/users?q=school.test' })).json();
    expect(
      users.items.map((u: { email: string; invitePending: boolean }) => [u.email, u.invitePending]),
    ).toEqual(
      expect.arrayContaining([
        ['ada@school.test', true],
        ['grace@school.test', true],
      ]),
    );
  });

  it('makes 450 accounts in parts and answers the poll without rows; re-run jobs create nothing twice and mail nobody twice', async () => {
    const admin = await signIn(ctx, 'admin');
    await createUser(ctx, { email: 's7@school.test' });
    const lines = Array.from({ length: 450 }, (_, i) => `Student ${i},s${i}@school.test,student`);
    const preview = (await upload(admin, csv('name,email,role', ...lines))).json<RosterImport>();
    const users = await countRows(ctx, 'users');
    await importRoster(admin, preview._id);
    const [createJob] = await queuedJobs();
    await ctx.app.jobs.drain();
    const done = await progressOf(admin, preview._id);
    expect(done.json()).toMatchObject({ status: 'done', created: 449, skipped: 1, invited: 449, failed: 0 });
    expect(done.body.length).toBeLessThan(1000);
    expect(await countRows(ctx, 'users')).toBe(users + 449);
    expect(outbox(ctx)).toHaveLength(449);

    // A crash after the work committed and before the job was deleted: every job runs again.
    const stored = await ctx.database.db.execute(
      sql`SELECT rows FROM roster_imports WHERE id = ${preview._id}`,
    );
    const rows = (stored as unknown as { rows: { rows: { userId?: string }[] }[] }).rows[0]!.rows;
    const invites = rows.flatMap((row, index) => (row.userId ? [[row.userId, index]] : []));
    expect(invites).toHaveLength(449);
    await ctx.app.jobs.enqueueMany(
      ctx.database.db,
      ROSTER_INVITE_JOB,
      [0, 200, 400].map((from) => ({ importId: preview._id, invites: invites.slice(from, from + 200) })),
    );
    // And the accounts' job as if it died with its later parts undone: their e-mails have accounts now.
    await ctx.database.db.execute(sql`
      UPDATE roster_imports SET status = 'importing',
        rows = (SELECT jsonb_agg(CASE WHEN n > 201 THEN (r - 'userId') || '{"result": null}' ELSE r END ORDER BY n)
                FROM jsonb_array_elements(rows) WITH ORDINALITY AS e(r, n))
      WHERE id = ${preview._id}`);
    await ctx.app.jobs.enqueue(ctx.database.db, createJob!.kind, createJob!.payload);
    await ctx.app.jobs.drain();
    expect(await countRows(ctx, 'users')).toBe(users + 449);
    expect(outbox(ctx)).toHaveLength(449);
    expect((await progressOf(admin, preview._id)).json()).toMatchObject({ status: 'done', invited: 449 });
    expect(await queuedJobs()).toEqual([]);
  });

  it('counts a sent invitation without rewriting the rows: the rows column is the same before and after the job', async () => {
    const admin = await signIn(ctx, 'admin');
    const preview = (await upload(admin, FILE)).json<RosterImport>();
    await importRoster(admin, preview._id, true);
    await ctx.app.jobs.drain();
    // As if the invitations had not gone out yet: no link issued, nothing counted, still inviting.
    const made = sql`SELECT id FROM users WHERE email IN ('ada@school.test', 'grace@school.test')`;
    await ctx.database.db.execute(sql`DELETE FROM password_reset_tokens WHERE user_id IN (${made})`);
    await ctx.database.db.execute(
      sql`UPDATE roster_imports SET status = 'inviting', invited = 0, finished_at = NULL WHERE id = ${preview._id}`,
    );
    const rowsText = async () => {
      const found = await ctx.database.db.execute(
        sql`SELECT rows::text AS rows FROM roster_imports WHERE id = ${preview._id}`,
      );
      return (found as unknown as { rows: { rows: string }[] }).rows[0]!.rows;
    };
    const before = await rowsText();
    const ids = (await ctx.database.db.execute(made)) as unknown as { rows: { id: string }[] };
    const invites = ids.rows.map((row, i) => [row.id, i + 1]);
    const mailed = outbox(ctx).length;
    await ctx.app.jobs.enqueue(ctx.database.db, ROSTER_INVITE_JOB, { importId: preview._id, invites });
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(mailed + 2);
    expect((await progressOf(admin, preview._id)).json()).toMatchObject({
      status: 'done',
      invited: 2,
      failed: 0,
    });
    expect(await rowsText()).toBe(before);
  });

  it('is repeatable: the same file again, or the same import run again, creates and sends nothing twice', async () => {
    const admin = await signIn(ctx, 'admin');
    const first = (await upload(admin, FILE)).json<RosterImport>();
    await importRoster(admin, first._id, true);
    await ctx.app.jobs.drain();
    const again = (await upload(admin, FILE)).json<RosterImport>();
    expect(again).toMatchObject({ valid: 0, existing: 2, invalid: 1 });
    const users = await countRows(ctx, 'users');
    expect((await importRoster(admin, again._id, true)).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    const res = (await progressOf(admin, again._id, '?rows=1')).json<RosterImport>();
    expect(res).toMatchObject({ status: 'done', created: 0, skipped: 2 });
    expect(res.rows!.filter((r) => r.result === 'skipped').map((r) => r.email)).toEqual([
      'ada@school.test',
      'grace@school.test',
    ]);
    expect((await importRoster(admin, first._id, true)).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    expect((await progressOf(admin, first._id)).json()).toMatchObject({
      status: 'done',
      created: 2,
      invited: 2,
    });
    expect(await countRows(ctx, 'users')).toBe(users);
    expect(outbox(ctx)).toHaveLength(2);
  });

  it('lets another admin read and run an import; 409 while it runs; 404 for an unknown one', async () => {
    const admin = await signIn(ctx, 'admin');
    const other = await signIn(ctx, 'admin');
    const preview = (await upload(admin, csv('name,email,role', 'Ada,ada@school.test,student'))).json();
    expect((await other.inject({ method: 'GET', url: `/api/users/roster/${preview._id}` })).statusCode).toBe(
      200,
    );
    expect((await importRoster(other, preview._id)).json().status).toBe('importing');
    const busy = await importRoster(admin, preview._id, true);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe(ROSTER_ERRORS.busy.code);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await importRoster(admin, unknown, true),
      await admin.inject({ method: 'GET', url: `/api/users/roster/${unknown}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(ROSTER_ERRORS.notFound.code);
    }
    expect((await admin.inject({ method: 'GET', url: '/api/users/roster/nope' })).statusCode).toBe(400);
    const badBody = await admin.inject({
      method: 'POST',
      url: `/api/users/roster/${preview._id}/import`,
      payload: { confirmValidRows: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
  });
});

describe('GET /api/users/export.csv', () => {
  it('streams every user with a BOM, formula cells made safe', async () => {
    const admin = await signIn(ctx, 'admin', { name: 'Ada Admin' });
    await createUser(ctx, { name: '=cmd|calc', email: 'formula@school.test' });
    const preview = (await upload(admin, csv('name,email,role', 'New One,new@school.test,smartLABS'))).json();
    await importRoster(admin, preview._id);
    await ctx.app.jobs.drain();
    const res = await admin.inject({ method: 'GET', url: '/api/users/export.csv' });
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const withoutBom = { ...res, body: res.body.replace(/^\uFEFF/, '') } as typeof res;
    const lines = csvLines(withoutBom, 'users.csv', USER_CSV_COLUMNS);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^"Ada Admin","user\d+@example.test","admin","","","active","20\d\d-.+Z","20\d\d-.+Z"$/,
    );
    expect(lines[2]).toMatch(/^"'=cmd\|calc","formula@school.test","student",.*"active"/);
    expect(lines[3]).toMatch(/^"New One","new@school.test","smartLABS","","","invited","20\d\d-.+","" ?$/);
  });
});

describe('who may call the roster routes', () => {
  it('refuses students and smartLABS members with 403, visitors with 401', async () => {
    const admin = await signIn(ctx, 'admin');
    const preview = (await upload(admin, csv('name,email,role', 'Ada,ada@school.test,student'))).json();
    const before = await written();
    for (const role of ['student', 'smartLABS'] as const) {
      const who = await signIn(ctx, role);
      expect((await upload(who, csv('name,email,role', 'B,b@school.test,student'))).statusCode).toBe(403);
      expect((await importRoster(who, preview._id, true)).statusCode).toBe(403);
      expect((await who.inject({ method: 'GET', url: `/api/users/roster/${preview._id}` })).statusCode).toBe(
        403,
      );
      expect((await who.inject({ method: 'GET', url: '/api/users/export.csv' })).statusCode).toBe(403);
    }
    const visitor = await postRaw(
      ctx.app,
      `/api/users/roster/${preview._id}/import`,
      'application/json',
      '{}',
    );
    expect(visitor.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/export.csv' })).statusCode).toBe(401);
    expect(await countRows(ctx, 'roster_imports')).toBe(before.imports);
    expect(await countRows(ctx, 'jobs')).toBe(before.jobs);
  });
});
