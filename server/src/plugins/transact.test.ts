import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, createUser } from '../../test/helpers';
import { badRequest } from '../lib/errors';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('app.transact', () => {
  const ctx = useTestApp();

  it('announces and notifies once the transaction commits, each topic once', async () => {
    const heard: string[] = [];
    ctx.app.changes.on('transact-test', (detail) => heard.push(detail));
    const member = await createUser(ctx, { role: 'smartLABS' });
    const answer = await ctx.app.transact(async ({ tx, announce, notify, afterCommit }) => {
      announce('transact-test', 'a');
      announce('transact-test', 'a');
      announce('transact-test', 'b');
      await notify(
        { userIds: [member.user._id] },
        { kind: 'forum_answer', title: 'Hello', body: '', link: '/x' },
      );
      afterCommit(async () => heard.push('after'));
      // Nothing is announced while the transaction is open.
      expect(heard).toEqual([]);
      const [row] = rowsOf<{ one: number }>(await tx.execute(sql`SELECT 1 AS one`));
      return row!.one;
    });
    expect(answer).toBe(1);
    // (another process's copy of the same change may arrive too: the set is what matters)
    expect([...new Set(heard)].sort()).toEqual(['a', 'after', 'b']);
    const rows = rowsOf(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${member.user._id}`,
      ),
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('announces nothing, runs nothing after and keeps no write when the work throws', async () => {
    const heard: string[] = [];
    ctx.app.changes.on('transact-test', (detail) => heard.push(detail));
    const member = await createUser(ctx, { role: 'smartLABS' });
    await expect(
      ctx.app.transact(async ({ announce, notify, afterCommit }) => {
        announce('transact-test', 'never');
        await notify(
          { userIds: [member.user._id] },
          { kind: 'forum_answer', title: 'Hi', body: '', link: '/x' },
        );
        afterCommit(async () => heard.push('after'));
        throw badRequest('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
    const rows = rowsOf(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${member.user._id}`,
      ),
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  describe('app.writeOr404', () => {
    const missing = { status: 404, code: 'test.notFound', message: 'No such row' } as const;

    it('answers what the write answered and announces the topic once it commits', async () => {
      const heard: string[] = [];
      ctx.app.changes.on('write-or-404-test', () => heard.push('announced'));
      const answer = await ctx.app.writeOr404('write-or-404-test', missing, async ({ tx }) => {
        const [row] = rowsOf<{ one: number }>(await tx.execute(sql`SELECT 1 AS one`));
        return row!.one;
      });
      expect(answer).toBe(1);
      expect(heard.length).toBeGreaterThan(0);
    });

    it.each([
      ['undefined', undefined],
      ['null', null],
      ['false', false],
    ])('refuses with the given error and announces nothing when the write answers %s', async (_, nothing) => {
      const heard: string[] = [];
      ctx.app.changes.on('write-or-404-test', () => heard.push('announced'));
      const refused = ctx.app.writeOr404('write-or-404-test', missing, async () => nothing);
      await expect(refused).rejects.toMatchObject({
        statusCode: 404,
        code: 'test.notFound',
        message: 'No such row',
      });
      expect(heard).toEqual([]);
    });
  });
});
