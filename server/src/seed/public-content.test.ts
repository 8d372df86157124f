import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/helpers';
import { seedPublicContent } from './public-content';

const ctx = useTestApp();

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

describe('demo public content', () => {
  it('gives a new development database two events, answered FAQs and a blog, once', async () => {
    await seedPublicContent(ctx.database.db, ctx.config);
    await seedPublicContent(ctx.database.db, ctx.config);
    const events = await get('/api/event-meta/all');
    expect(events.map((e: { eventId: string }) => e.eventId)).toEqual([
      'computational-design-night',
      'bim-open-day-2026',
    ]);
    expect(events[1].inputFields).toContain('pdf');
    const faqs = await get('/api/faq/all');
    expect(faqs).toHaveLength(4);
    expect(faqs.every((f: { answered: boolean }) => f.answered)).toBe(true);
    const blogs = await get('/api/blogs/all');
    expect(blogs).toHaveLength(1);
    expect(blogs[0].sections).toHaveLength(2);
  });

  it('adds nothing in production', async () => {
    await seedPublicContent(ctx.database.db, testConfig({ NODE_ENV: 'production' }));
    expect(await get('/api/event-meta/all')).toEqual([]);
    expect(await get('/api/faq/all')).toEqual([]);
    expect(await get('/api/blogs/all')).toEqual([]);
  });
});
