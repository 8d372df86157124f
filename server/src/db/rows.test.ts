import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/helpers';
import { truncateAll, type Database } from './client';
import { pageNewestFirst } from './paging';
import { anyRow, countOf, deleteById, iso, pick, updateById } from './rows';
import { faqs } from './schema/faq';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('store row helpers', () => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase();
    await truncateAll(database.db);
  });

  const addFaq = async (question: string, answered = false, createdAt = new Date()) => {
    const [row] = await database.db
      .insert(faqs)
      .values({ question, answer: 'Pending answer', answered, email: 'asker@example.com', createdAt })
      .returning();
    return row!;
  };

  it('pick keeps the named fields only, so a private column stays out', async () => {
    const row = await addFaq('Is there a certificate?');
    const picked = pick(row, ['question', 'answered']);
    expect(picked).toEqual({ question: 'Is there a certificate?', answered: false });
    expect(Object.keys(picked)).toEqual(['question', 'answered']);
    expect('email' in picked).toBe(false);
  });

  it('iso writes a moment as the API does', () => {
    expect(iso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
  });

  it('countOf counts every row, or those matching the condition', async () => {
    expect(await countOf(database.db, faqs)).toBe(0);
    await addFaq('one', true);
    await addFaq('two');
    await addFaq('three', true);
    expect(await countOf(database.db, faqs)).toBe(3);
    expect(await countOf(database.db, faqs, eq(faqs.answered, true))).toBe(2);
  });

  it('anyRow tells whether a row matches, as a selected boolean', async () => {
    const row = await addFaq('first');
    const [found] = await database.db
      .select({
        answered: anyRow(database.db, faqs, eq(faqs.answered, true)),
        pending: anyRow(database.db, faqs, eq(faqs.answered, false)),
      })
      .from(faqs)
      .where(eq(faqs.id, row.id));
    expect(found).toEqual({ answered: false, pending: true });
  });

  it('updateById changes that row only and answers it; undefined when there is none', async () => {
    const first = await addFaq('first');
    const second = await addFaq('second');
    const changed = await updateById(database.db, faqs, first.id, { answer: 'Yes', answered: true });
    expect(changed).toMatchObject({ id: first.id, question: 'first', answer: 'Yes', answered: true });
    const [other] = await database.db.select().from(faqs).where(eq(faqs.id, second.id));
    expect(other).toMatchObject({ answer: 'Pending answer', answered: false });
    expect(await updateById(database.db, faqs, MISSING, { answered: true })).toBeUndefined();
  });

  it('deleteById deletes that row only and says whether there was one', async () => {
    const first = await addFaq('first');
    await addFaq('second');
    expect(await deleteById(database.db, faqs, first.id)).toBe(true);
    expect(await deleteById(database.db, faqs, first.id)).toBe(false);
    expect(await countOf(database.db, faqs)).toBe(1);
  });

  it('updateById and deleteById leave the row alone when the extra condition does not hold', async () => {
    const row = await addFaq('first');
    const answered = eq(faqs.answered, true);
    expect(await updateById(database.db, faqs, row.id, { answer: 'Yes' }, answered)).toBeUndefined();
    expect(await deleteById(database.db, faqs, row.id, answered)).toBe(false);
    const pending = eq(faqs.answered, false);
    expect(await updateById(database.db, faqs, row.id, { answer: 'Yes' }, pending)).toMatchObject({
      answer: 'Yes',
    });
    expect(await deleteById(database.db, faqs, row.id, pending)).toBe(true);
  });

  it('pageNewestFirst pages the matching rows newest first, by cursor or page number', async () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 5; i++) await addFaq(`q${i}`, i !== 2, new Date(start + i * 1000));
    const answered = eq(faqs.answered, true);
    const first = await pageNewestFirst(database.db, faqs, answered, { limit: 3 });
    expect(first.items.map((r) => r.question)).toEqual(['q4', 'q3', 'q1']);
    expect(first.total).toBe(4);
    expect(first.nextCursor).not.toBeNull();
    const next = await pageNewestFirst(database.db, faqs, answered, { limit: 3, cursor: first.nextCursor! });
    expect(next.items.map((r) => r.question)).toEqual(['q0']);
    expect(next.nextCursor).toBeNull();
    const second = await pageNewestFirst(database.db, faqs, undefined, { limit: 2, page: 2 });
    expect(second.items.map((r) => r.question)).toEqual(['q2', 'q1']);
    expect(second.total).toBe(5);
  });
});
