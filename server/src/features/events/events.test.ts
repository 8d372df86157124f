import fs from 'node:fs';
import path from 'node:path';
import {
  EVENT_CSV_COLUMNS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_TEXT,
  type EventMetaBody,
} from '@atelier/contract/events';
import { describe, expect, it } from 'vitest';
import { FILE_LINK_TEXT } from '../../plugins/storage';
import { csvLines, postRaw, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { PDF, pdfOf } from '../../../test/pdf';
import { createEvent, GOOD_FIELDS } from './event-fixtures';

const ctx = useTestApp();

function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string; part?: string },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) {
    data.append(
      file.part ?? 'pdfFile',
      new Blob([file.bytes], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'cv.pdf',
    );
  }
  return data;
}

const register = (data: FormData) =>
  ctx.app.inject({ method: 'POST', url: '/api/event/register', payload: data });

const uploads = () => path.join(ctx.config.dataDir, 'uploads');
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f))
    : [];
const tmpFiles = () => filesUnder(path.join(ctx.config.dataDir, 'tmp'));

async function registrations(admin: SignedIn, eventId = 'bim-day', query = '') {
  return admin.inject({ method: 'GET', url: `/api/event/by-event/${eventId}${query}` });
}

/** A refused registration leaves no row, no stored file and no temporary one. */
async function expectNothingKept(admin: SignedIn) {
  expect((await registrations(admin)).json().total).toBe(0);
  expect(filesUnder(uploads())).toEqual([]);
  expect(tmpFiles()).toEqual([]);
}

describe('event meta', () => {
  it('creates an event once, lists it publicly newest first, and refuses a repeated eventId with 409', async () => {
    const admin = await signIn(ctx, 'admin');
    const created = await createEvent(admin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: EVENT_TEXT.eventCreated });
    await createEvent(admin, { eventId: 'second', eventName: 'Second', inputFields: ['name', 'email'] });
    const again = await createEvent(admin, { eventName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_TEXT.eventTaken);
    expect(again.json().code).toBe('events.eventTaken');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/event-meta/all' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { eventId: string }) => e.eventId)).toEqual(['second', 'bim-day']);
    expect(list.json()[0]).toMatchObject({ eventName: 'Second', inputFields: ['name', 'email'] });
    const etag = String(list.headers.etag);
    const poll = await ctx.app.inject({
      method: 'GET',
      url: '/api/event-meta/all',
      headers: { 'if-none-match': etag },
    });
    expect(poll.statusCode).toBe(304);
  });

  it('refuses bad events with 400: unknown input fields, non-http posters, odd ids, no fields', async () => {
    const admin = await signIn(ctx, 'admin');
    const bad: Partial<EventMetaBody>[] = [
      { inputFields: ['name', 'shoeSize' as 'name'] },
      { inputFields: [] },
      { inputFields: ['name', 'name'] },
      { posterUrl: 'javascript:alert(1)' },
      { posterUrl: 'not a url' },
      { eventId: '../etc' },
      { eventId: 'a b' },
      { eventId: '' },
      { eventName: '   ' },
    ];
    for (const overrides of bad) {
      expect((await createEvent(admin, overrides)).statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/event-meta/all' });
    expect(list.json()).toEqual([]);
  });

  it('lets only admins create events', async () => {
    const student = await signIn(ctx, 'student');
    expect((await createEvent(student)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/event-meta/create', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/event/register', () => {
  it('registers with a PDF, which the admin opens through a signed link', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const res = await register(form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes: PDF }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: EVENT_MESSAGES.registered });

    const page = (await registrations(admin)).json();
    expect(page.total).toBe(1);
    const [row] = page.items;
    expect(row).toMatchObject({ ...GOOD_FIELDS, email: 'asha@example.org', eventId: 'bim-day' });
    expect(new Date(row.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.pdfUrl).toMatch(/^\/api\/files\/events\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf\?exp=\d+&sig=[\w-]+$/);

    const file = await ctx.app.inject({ method: 'GET', url: row.pdfUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The stored name is ours, never the client's.
    expect(filesUnder(uploads()).some((f) => f.includes('cv'))).toBe(false);
    expect(tmpFiles()).toEqual([]);
  });

  it('answers 403 to a tampered or expired file link, and 404 once the file is gone', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    await register(form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes: PDF }));
    const url: string = (await registrations(admin)).json().items[0].pdfUrl;
    const [pathname, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const tampered = [
      `${pathname}?exp=${params.get('exp')}&sig=${params.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${pathname}?exp=${Number(params.get('exp')) + 60}&sig=${params.get('sig')}`,
      `${pathname.replace(/.\.pdf$/, (m) => (m[0] === 'a' ? 'b' : 'a') + '.pdf')}?${query}`,
      `${pathname}?exp=1000&sig=${params.get('sig')}`,
      pathname,
      `/api/files/..%2F..%2Fetc%2Fpasswd?${query}`,
      `/api/files/events%2F..%2F..%2Fsecret.pdf?${query}`,
    ];
    for (const link of tampered) {
      const res = await ctx.app.inject({ method: 'GET', url: link });
      expect(res.statusCode, link).toBe(403);
      expect(res.json().message).toBe(FILE_LINK_TEXT.expired);
    }
    fs.rmSync(uploads(), { recursive: true, force: true });
    const gone = await ctx.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
  });

  it('accepts a PDF of exactly 15 MB and refuses 15 MB + 1 byte with 413, storing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const exact = await register(
      form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes: pdfOf(EVENT_LIMITS.pdfBytes) }),
    );
    expect(exact.statusCode, exact.body).toBe(201);
    const over = await register(
      form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes: pdfOf(EVENT_LIMITS.pdfBytes + 1) }),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(EVENT_MESSAGES.pdfTooLarge);
    expect(over.headers.connection).toBe('close');
    expect((await registrations(admin)).json().total).toBe(1);
    expect(filesUnder(uploads())).toHaveLength(1);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file that is not really a PDF with 415, whatever its name and type say', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const bytes of [Buffer.from('just text pretending'), png, Buffer.from('<html><script>1</script>')]) {
      const res = await register(form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes, name: 'cv.pdf' }));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(EVENT_TEXT.notPdf);
    }
    await expectNothingKept(admin);
  });

  it('refuses missing or blank fields with the spec message, and bad values with 400', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    // [fields, the message, the code, the field a value refusal names]
    const cases: [Record<string, string>, string | undefined, string, string?][] = [
      [{ ...GOOD_FIELDS, name: '   ' }, EVENT_MESSAGES.fillAll, 'events.fillAll'],
      [{ ...GOOD_FIELDS, institution: '' }, EVENT_MESSAGES.fillAll, 'events.fillAll'],
      [(({ phone: _p, ...rest }) => rest)(GOOD_FIELDS), EVENT_MESSAGES.fillAll, 'events.fillAll'],
      [{ ...GOOD_FIELDS, email: 'not-an-email' }, undefined, 'common.invalid', 'email'],
      [{ ...GOOD_FIELDS, phone: '98765 43210' }, undefined, 'common.invalid', 'phone'],
      [{ ...GOOD_FIELDS, category: 'BIM Wizard' }, undefined, 'common.invalid', 'category'],
      [{ ...GOOD_FIELDS, gender: 'robot' }, undefined, 'common.invalid', 'gender'],
      [{ ...GOOD_FIELDS, shoeSize: '42' }, EVENT_TEXT.unknownField('shoeSize'), 'uploads.unknownPart'],
    ];
    for (const [fields, message, code, field] of cases) {
      const res = await register(form({ eventId: 'bim-day', ...fields }, { bytes: PDF }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
      expect(res.json().code, JSON.stringify(fields)).toBe(code);
      if (field) expect(res.json().issues[0]).toMatchObject({ in: 'body', path: field });
    }
    await expectNothingKept(admin);
  });

  it('takes a blank referral code, which the form marks optional', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const res = await register(form({ eventId: 'bim-day', ...GOOD_FIELDS, refCode: '  ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await registrations(admin)).json().items[0].refCode).toBe('');
  });

  it('accepts only the event’s own fields, the PDF being optional', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin, { eventId: 'short', inputFields: ['name', 'email'] });
    const extra = await register(form({ eventId: 'short', name: 'A', email: 'a@b.org', phone: '1234567' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      message: EVENT_TEXT.unknownField('phone'),
      code: 'events.unknownField',
    });
    const withPdf = await register(form({ eventId: 'short', name: 'A', email: 'a@b.org' }, { bytes: PDF }));
    expect(withPdf.statusCode).toBe(400);
    const ok = await register(form({ eventId: 'short', name: 'A', email: 'a@b.org' }));
    expect(ok.statusCode).toBe(201);
    const [row] = (await registrations(admin, 'short')).json().items;
    expect(row).toMatchObject({ name: 'A', email: 'a@b.org', phone: '', category: '', pdfUrl: null });
    expect(filesUnder(uploads())).toEqual([]);
  });

  it('answers 404 for an unknown event, 400 for a malformed one or a non-multipart body', async () => {
    const unknown = await register(form({ eventId: 'nope', ...GOOD_FIELDS }, { bytes: PDF }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_TEXT.eventNotFound);
    expect((await register(form({ eventId: '../x', ...GOOD_FIELDS }))).statusCode).toBe(400);
    expect((await register(form(GOOD_FIELDS))).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/event/register',
      payload: { eventId: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await postRaw(
      ctx.app,
      '/api/event/register',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="eventId"\r\n\r\nbim',
    );
    expect(broken.statusCode).toBe(400);
    expect(filesUnder(uploads())).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a second file and a file under another name', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const data = form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes: PDF });
    data.append('pdfFile', new Blob([PDF], { type: 'application/pdf' }), 'two.pdf');
    const second = await register(data);
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(EVENT_TEXT.tooManyParts);
    const other = await register(
      form({ eventId: 'bim-day', ...GOOD_FIELDS }, { bytes: PDF, part: 'avatar' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(EVENT_TEXT.unknownField('avatar'));
    await expectNothingKept(admin);
  });

  it('limits registrations per address with 429', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin, { eventId: 'short', inputFields: ['name', 'email'] });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await register(form({ eventId: 'short', name: `N${i}`, email: `n${i}@b.org` }))).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('registrations for admins', () => {
  it('pages newest first, answers 304 while nothing changed, and a new list after a registration', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin, { eventId: 'short', inputFields: ['name', 'email'] });
    for (let i = 0; i < 5; i++)
      await register(form({ eventId: 'short', name: `N${i}`, email: `n${i}@b.org` }));
    const first = await registrations(admin, 'short', '?limit=2');
    expect(first.json().items.map((r: { name: string }) => r.name)).toEqual(['N4', 'N3']);
    expect(first.json().total).toBe(5);
    const next = await registrations(admin, 'short', `?limit=2&cursor=${first.json().nextCursor}`);
    expect(next.json().items.map((r: { name: string }) => r.name)).toEqual(['N2', 'N1']);
    const third = await registrations(admin, 'short', '?limit=2&page=3');
    expect(third.json().items.map((r: { name: string }) => r.name)).toEqual(['N0']);

    const etag = String(first.headers.etag);
    const poll = await admin.inject({
      method: 'GET',
      url: '/api/event/by-event/short?limit=2',
      headers: { 'if-none-match': etag },
    });
    expect(poll.statusCode).toBe(304);
    await register(form({ eventId: 'short', name: 'N5', email: 'n5@b.org' }));
    const after = await admin.inject({
      method: 'GET',
      url: '/api/event/by-event/short?limit=2',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].name).toBe('N5');
  });

  it('refuses students (403), anonymous callers (401), unknown events (404) and bad paging (400)', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const student = await signIn(ctx, 'student');
    expect((await registrations(student)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/event/by-event/bim-day' })).statusCode).toBe(
      401,
    );
    const unknownEvent = await registrations(admin, 'nope');
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json().code).toBe('events.eventNotFound');
    for (const q of ['?limit=0', '?limit=101', '?page=0', '?cursor=garbage', '?page=1&cursor=x']) {
      expect((await registrations(admin, 'bim-day', q)).statusCode, q).toBe(400);
    }
    expect(
      (await admin.inject({ method: 'GET', url: '/api/event/by-event/bim-day/export.csv' })).statusCode,
    ).toBe(200);
    expect(
      (await student.inject({ method: 'GET', url: '/api/event/by-event/bim-day/export.csv' })).statusCode,
    ).toBe(403);
    expect(
      (await admin.inject({ method: 'GET', url: '/api/event/by-event/nope/export.csv' })).statusCode,
    ).toBe(404);
  });

  it('downloads every registration as <eventId>.csv, every value quoted, formulas defused', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin);
    const first = form({ eventId: 'bim-day', ...GOOD_FIELDS, name: 'Say "hi", =cmd' }, { bytes: PDF });
    expect((await register(first)).statusCode).toBe(201);
    const second = form({
      eventId: 'bim-day',
      ...GOOD_FIELDS,
      email: 'ben@example.org',
      institution: '@SUM(A1)',
    });
    expect((await register(second)).statusCode).toBe(201);
    const res = await admin.inject({ method: 'GET', url: '/api/event/by-event/bim-day/export.csv' });
    const lines = csvLines(res, 'bim-day.csv', EVENT_CSV_COLUMNS);
    expect(lines).toHaveLength(3);
    // Newest first, as the admin's table lists them.
    expect(lines[1]).toContain(`"'@SUM(A1)"`);
    // A formula after a separator is defused too (issue 25, item 11).
    expect(lines[2]).toMatch(/^"'Say ""hi"", =cmd","female","asha@example.org","9876543210","India"/);
    expect(lines[2]).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"$/);
  });

  it('lists the CSV in the order of the registrations table (newest first)', async () => {
    const admin = await signIn(ctx, 'admin');
    await createEvent(admin, { eventId: 'short', inputFields: ['name', 'email'] });
    for (let i = 0; i < 7; i++)
      await register(form({ eventId: 'short', name: `N${i}`, email: `n${i}@b.org` }));
    const table = (await registrations(admin, 'short', '?limit=100')).json() as {
      items: { email: string }[];
    };
    const csv = await admin.inject({ method: 'GET', url: '/api/event/by-event/short/export.csv' });
    const emails = csv.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => /"([^"]+@b\.org)"/.exec(line)?.[1]);
    expect(emails).toEqual(table.items.map((r) => r.email));
    expect(emails[0]).toBe('n6@b.org');
  });
});
