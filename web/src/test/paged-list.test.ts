import { describe, expect, it } from 'vitest';
import { offsetPages } from './paged-list';

describe('offsetPages', () => {
  const key = 'GET /api/things?limit=20';
  const items = Array.from({ length: 45 }, (_, i) => i);
  const ask = (handlers: Record<string, () => Promise<unknown>>, path: string) => {
    const handler = handlers[path];
    if (!handler) throw new Error(`no page at ${path}`);
    return handler();
  };

  it('answers 20 items a page with the next offset as the cursor, none after the last', async () => {
    const { handlers } = offsetPages(key, () => items);
    const first = await ask(handlers, key);
    expect(first).toEqual({ body: { items: items.slice(0, 20), total: 45, nextCursor: '20' } });
    const last = await ask(handlers, `${key}&cursor=40`);
    expect(last).toEqual({ body: { items: [40, 41, 42, 43, 44], total: 45, nextCursor: null } });
  });

  it('keeps its answers while held, until released', async () => {
    const { handlers, holdPages } = offsetPages(key, () => items);
    const release = holdPages();
    let answered = false;
    const answer = ask(handlers, key).then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    release();
    await answer;
    expect(answered).toBe(true);
  });
});
