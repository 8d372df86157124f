import { FAQ_ERRORS, FAQ_LIMITS, FAQ_MESSAGES, FAQ_TEXT, type Faq } from '@atelier/contract/faq';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, HOSTILE_VALUES, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// Each question from its own address, so only the rate-limit test meets the limit.
let n = 0;
const nextAddress = () => {
  n += 1;
  return `10.44.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

const ask = (payload: unknown, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/faq/create', remoteAddress, payload: payload as object });

async function asked(question: string): Promise<Faq> {
  const res = await ask({ question });
  expect(res.statusCode).toBe(201);
  return res.json().faq as Faq;
}

/** GET /api/faq/all as `who` (anonymous without one). */
const list = (who?: SignedIn, headers: Record<string, string> = {}) =>
  who
    ? who.inject({ method: 'GET', url: '/api/faq/all', headers })
    : ctx.app.inject({ method: 'GET', url: '/api/faq/all', headers });

const questions = async (who?: SignedIn) => ((await list(who)).json() as Faq[]).map((f) => f.question);

const rowCount = () => countRows(ctx, 'faqs');

/** Answers the question straight in the database (the PUT route has tests of its own). */
async function answerInDb(id: string, answer: string) {
  await ctx.database.db.execute(sql`UPDATE faqs SET answer = ${answer}, answered = true WHERE id = ${id}`);
}

/** A question asked through the API, dated `iso` in the database. */
async function askedAt(question: string, iso: string): Promise<Faq> {
  const faq = await asked(question);
  await ctx.database.db.execute(sql`UPDATE faqs SET created_at = ${iso}::timestamptz WHERE id = ${faq._id}`);
  return faq;
}

const answerBody = { question: 'How long does a course take?', answer: 'About six weeks at your own pace.' };

describe('POST /api/faq/create', () => {
  it('stores the trimmed question as pending and answers it with the received message', async () => {
    const res = await ask({ question: '  Is every course free?  ', answer: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: FAQ_TEXT.received,
      faq: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        question: 'Is every course free?',
        answer: FAQ_MESSAGES.pending,
        answered: false,
        createdAt: expect.any(String),
      },
    });
    expect(new Date(res.json().faq.createdAt).toISOString()).toBe(res.json().faq.createdAt);
    expect(await rowCount()).toBe(1);
  });

  it('ignores an answer the client sends: the question stays pending and hidden', async () => {
    const res = await ask({ question: 'Can I answer my own question?', answer: 'Yes, obviously.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().faq).toMatchObject({ answer: FAQ_MESSAGES.pending, answered: false });
    const admin = await signIn(ctx, 'admin');
    expect((await list(admin)).json()).toEqual([res.json().faq]);
    expect((await list()).json()).toEqual([]);
  });

  it('accepts 5 and 500 characters', async () => {
    const min = 'x'.repeat(FAQ_LIMITS.question.min);
    const max = 'y'.repeat(FAQ_LIMITS.question.max);
    expect((await ask({ question: min })).statusCode).toBe(201);
    expect((await ask({ question: max })).statusCode).toBe(201);
    expect(await rowCount()).toBe(2);
  });

  it('refuses a blank, short, long, missing or hostile question with 400 and stores nothing', async () => {
    const blank = await ask({ question: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Question is required');

    const short = await ask({ question: '  abcd  ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(FAQ_TEXT.tooShort);

    const long = await ask({ question: 'z'.repeat(FAQ_LIMITS.question.max + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 500 characters');

    for (const payload of [
      {},
      { question: '' },
      { answer: 'Only an answer' },
      ...HOSTILE_VALUES.map((question) => ({ question })),
    ]) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect(await rowCount()).toBe(0);
  });

  it('keeps HTML in a question as text, verbatim', async () => {
    const html = '<script>alert("x")</script> & <b>bold</b>?';
    const faq = await asked(html);
    expect(faq.question).toBe(html);
    const admin = await signIn(ctx, 'admin');
    expect((await list(admin)).json()[0].question).toBe(html);
  });

  it('is rate limited per address: the sixth question in a minute is a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await ask({ question: `Question number ${i}` }, '10.99.0.1')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await ask({ question: 'One more question' }, '10.99.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Too many requests/);
    // Another address is not held back.
    expect((await ask({ question: 'From elsewhere' }, '10.99.0.2')).statusCode).toBe(201);
    expect(await rowCount()).toBe(6);
  });
});

describe('GET /api/faq/all', () => {
  it('shows anonymous, student and smartLABS callers the answered questions only, oldest first', async () => {
    const later = await askedAt('Answered later question', '2025-03-01T00:00:00Z');
    await askedAt('Still pending question', '2025-02-01T00:00:00Z');
    const earlier = await askedAt('Answered earlier question', '2025-01-01T00:00:00Z');
    await answerInDb(earlier._id, 'First answer');
    await answerInDb(later._id, 'Second answer');

    const anonymous = await list();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual([
      {
        _id: earlier._id,
        question: 'Answered earlier question',
        answer: 'First answer',
        answered: true,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      {
        _id: later._id,
        question: 'Answered later question',
        answer: 'Second answer',
        answered: true,
        createdAt: '2025-03-01T00:00:00.000Z',
      },
    ]);
    const student = await signIn(ctx, 'student');
    const smartLabs = await signIn(ctx, 'smartLABS');
    expect((await list(student)).json()).toEqual(anonymous.json());
    expect((await list(smartLabs)).json()).toEqual(anonymous.json());
    // A token that names no session is an anonymous caller, not a refusal.
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: '/api/faq/all',
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(anonymous.json());
  });

  it('shows admins the pending questions too, in the same oldest-first order, never cached', async () => {
    await askedAt('First question asked', '2025-01-01T00:00:00Z');
    const b = await askedAt('Second question asked', '2025-01-02T00:00:00Z');
    await askedAt('Third question asked', '2025-01-03T00:00:00Z');
    await answerInDb(b._id, 'An answer');
    const admin = await signIn(ctx, 'admin');
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.json().map((f: Faq) => [f.question, f.answered, f.answer])).toEqual([
      ['First question asked', false, FAQ_MESSAGES.pending],
      ['Second question asked', true, 'An answer'],
      ['Third question asked', false, FAQ_MESSAGES.pending],
    ]);
    expect(await questions()).toEqual(['Second question asked']);
  });

  it('answers 304 to a matching ETag, and the new list after an answer or a delete', async () => {
    const faq = await asked('Do I need my own laptop?');
    const first = await list();
    expect(first.json()).toEqual([]);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');

    const poll = await list(undefined, { 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');

    // A new pending question changes nothing a visitor sees: still current.
    await asked('Is there a certificate?');
    expect((await list(undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    // An admin sending the visitors' ETag gets the admin list, not a 304.
    const admin = await signIn(ctx, 'admin');
    const adminList = await list(admin, { 'if-none-match': etag });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json()).toHaveLength(2);

    const answered = await admin.inject({ method: 'PUT', url: `/api/faq/${faq._id}`, payload: answerBody });
    expect(answered.statusCode).toBe(200);
    const afterAnswer = await list(undefined, { 'if-none-match': etag });
    expect(afterAnswer.statusCode).toBe(200);
    expect(afterAnswer.json().map((f: Faq) => f.question)).toEqual([answerBody.question]);
    const etag2 = String(afterAnswer.headers.etag);
    expect(etag2).not.toBe(etag);
    expect((await list(undefined, { 'if-none-match': etag2 })).statusCode).toBe(304);

    await admin.inject({ method: 'DELETE', url: `/api/faq/${faq._id}` });
    const afterDelete = await list(undefined, { 'if-none-match': etag2 });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([]);
  });
});

describe('PUT /api/faq/:id', () => {
  it('answers a pending question, which then becomes public, and edits an answered one', async () => {
    const faq = await asked('Can I join from abroad?');
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/faq/${faq._id}`,
      payload: { question: '  Can I join from abroad?  ', answer: '  Yes, from any country.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: FAQ_TEXT.answered,
      faq: { ...faq, question: 'Can I join from abroad?', answer: 'Yes, from any country.', answered: true },
    });
    expect((await list()).json()).toEqual([res.json().faq]);
    const student = await signIn(ctx, 'student');
    expect(await questions(student)).toEqual(['Can I join from abroad?']);

    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/faq/${faq._id}`,
      payload: { question: 'Can I join from another country?', answer: '<em>Yes</em>, from any country.' },
    });
    expect(edited.json()).toMatchObject({
      message: FAQ_TEXT.updated,
      faq: {
        question: 'Can I join from another country?',
        answer: '<em>Yes</em>, from any country.',
        answered: true,
      },
    });
    expect((await list()).json()[0].answer).toBe('<em>Yes</em>, from any country.');
  });

  it('refuses a bad id, a blank answer or a short question with 400', async () => {
    const faq = await asked('A question to answer');
    const admin = await signIn(ctx, 'admin');
    const put = (id: string, payload: object) =>
      admin.inject({ method: 'PUT', url: `/api/faq/${id}`, payload });
    const badId = await put('not-an-id', answerBody);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('must be a valid id');
    for (const payload of [
      { ...answerBody, answer: '   ' },
      { ...answerBody, question: 'abc' },
      { ...answerBody, question: '' },
      { question: answerBody.question },
      { ...answerBody, answer: 'a'.repeat(FAQ_LIMITS.answer + 1) },
    ]) {
      expect((await put(faq._id, payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect(await questions()).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({ method: 'PUT', url: `/api/faq/${UNKNOWN_ID}`, payload: answerBody });
    expectRefusal(res, FAQ_ERRORS.notFound);
  });

  it('refuses a caller without a token with 401 and a student with 403', async () => {
    const faq = await asked('Who may answer this?');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/faq/${faq._id}`,
      payload: answerBody,
    });
    expect(anonymous.statusCode).toBe(401);
    const student = await signIn(ctx, 'student');
    const res = await student.inject({ method: 'PUT', url: `/api/faq/${faq._id}`, payload: answerBody });
    expect(res.statusCode).toBe(403);
    const admin = await signIn(ctx, 'admin');
    expect((await list(admin)).json()[0]).toMatchObject({ answered: false, answer: FAQ_MESSAGES.pending });
  });
});

describe('DELETE /api/faq/:id', () => {
  it('deletes the question, then answers 404 for it', async () => {
    const faq = await asked('A question to delete');
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({ method: 'DELETE', url: `/api/faq/${faq._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FAQ_TEXT.deleted });
    expect(await rowCount()).toBe(0);
    const again = await admin.inject({ method: 'DELETE', url: `/api/faq/${faq._id}` });
    expectRefusal(again, FAQ_ERRORS.notFound);
  });

  it('refuses a bad id with 400, no token with 401 and a student with 403', async () => {
    const faq = await asked('A question to keep');
    const admin = await signIn(ctx, 'admin');
    expect((await admin.inject({ method: 'DELETE', url: '/api/faq/123' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/faq/${faq._id}` })).statusCode).toBe(401);
    const student = await signIn(ctx, 'student');
    expect((await student.inject({ method: 'DELETE', url: `/api/faq/${faq._id}` })).statusCode).toBe(403);
    expect(await rowCount()).toBe(1);
  });
});
