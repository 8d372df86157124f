import { gunzipSync } from 'node:zlib';
import { BLOG_LIMITS, BLOG_MESSAGES, type Blog, type BlogBody } from '@atelier/contract/blogs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, HOSTILE_VALUES, signIn, useTestApp, type SignedIn } from '../../../test/helpers';

const ctx = useTestApp();

function sampleBlog(overrides: Partial<BlogBody> = {}): BlogBody {
  return {
    name: 'Designing with daylight',
    subheading: 'Notes from the facade studio',
    coverImage: 'https://cdn.example.test/blogs/daylight.jpg',
    sections: [
      {
        title: 'Why daylight matters',
        description: 'Daylight shapes how a room feels across the day.',
        image: 'https://cdn.example.test/blogs/room.jpg',
      },
      { title: 'Measuring it', description: 'Daylight factor and spatial autonomy, briefly.' },
    ],
    ...overrides,
  };
}

const add = (who: SignedIn, payload: unknown) =>
  who.inject({ method: 'POST', url: '/api/blogs/add', payload: payload as object });

async function added(admin: SignedIn, overrides: Partial<BlogBody> = {}): Promise<Blog> {
  const res = await add(admin, sampleBlog(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().blog as Blog;
}

const list = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/blogs/all', headers });

const rowCount = () => countRows(ctx, 'blogs');

async function setCreatedAt(id: string, iso: string) {
  await ctx.database.db.execute(sql`UPDATE blogs SET created_at = ${iso}::timestamptz WHERE id = ${id}`);
}

describe('POST /api/blogs/add', () => {
  it('stores the blog, trimmed, with an empty author and section image when none is given', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await add(admin, sampleBlog({ name: '  Designing with daylight  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: BLOG_MESSAGES.added,
      blog: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Designing with daylight',
        subheading: 'Notes from the facade studio',
        author: '',
        coverImage: 'https://cdn.example.test/blogs/daylight.jpg',
        sections: [
          {
            title: 'Why daylight matters',
            description: 'Daylight shapes how a room feels across the day.',
            image: 'https://cdn.example.test/blogs/room.jpg',
          },
          { title: 'Measuring it', description: 'Daylight factor and spatial autonomy, briefly.', image: '' },
        ],
        createdAt: expect.any(String),
      },
    });
    expect((await list()).json()).toEqual([res.json().blog]);
  });

  it('keeps an author and an empty section image', async () => {
    const admin = await signIn(ctx, 'admin');
    const blog = await added(admin, {
      author: 'Anika Rao',
      sections: [{ title: 'One', description: 'Only section', image: '' }],
    });
    expect(blog.author).toBe('Anika Rao');
    expect(blog.sections).toEqual([{ title: 'One', description: 'Only section', image: '' }]);
  });

  it('keeps HTML in every text field as text, verbatim', async () => {
    const admin = await signIn(ctx, 'admin');
    const html = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const blog = await added(admin, {
      name: `<h1>${html}</h1>`,
      subheading: html,
      sections: [{ title: `<script>alert('t')</script>`, description: `<p>${html}</p>\n<p>second</p>` }],
    });
    const [listed] = (await list()).json() as Blog[];
    expect(listed).toEqual(blog);
    expect(listed!.name).toBe(`<h1>${html}</h1>`);
    expect(listed!.subheading).toBe(html);
    expect(listed!.sections[0]).toEqual({
      title: `<script>alert('t')</script>`,
      description: `<p>${html}</p>\n<p>second</p>`,
      image: '',
    });
  });

  it('refuses blank fields, blank sections, no sections and non-http images with 400, storing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    const section = { title: 'A section', description: 'Its text' };
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: '   ' },
      { subheading: '' },
      { coverImage: '' },
      { coverImage: 'javascript:alert(1)' },
      { coverImage: 'ftp://cdn.example.test/x.jpg' },
      { coverImage: 'not a url' },
      { sections: [] },
      { sections: 'not a list' },
      { sections: [{ ...section, title: '  ' }] },
      { sections: [{ ...section, description: '' }] },
      { sections: [section, { title: 'No description' }] },
      { sections: [{ ...section, image: 'javascript:alert(1)' }] },
      { sections: [{ ...section, image: 'data:image/png;base64,AAAA' }] },
      { sections: Array.from({ length: BLOG_LIMITS.sections + 1 }, () => section) },
      { name: 'n'.repeat(BLOG_LIMITS.name + 1) },
      { author: 'a'.repeat(BLOG_LIMITS.author + 1) },
      ...HOSTILE_VALUES.map((name) => ({ name })),
    ];
    for (const fields of bad) {
      const res = await add(admin, { ...sampleBlog(), ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    const missing = await add(admin, { name: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    const noSections = await add(admin, sampleBlog({ sections: [] }));
    expect(noSections.json().message).toContain('A blog needs at least one section');
    expect(await rowCount()).toBe(0);
  });

  it('refuses a caller without a token with 401 and a student or smartLABS member with 403', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/blogs/add', payload: sampleBlog() });
    expect(anonymous.statusCode).toBe(401);
    const student = await signIn(ctx, 'student');
    expect((await add(student, sampleBlog())).statusCode).toBe(403);
    const smartLabs = await signIn(ctx, 'smartLABS');
    expect((await add(smartLabs, sampleBlog())).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
  });
});

describe('GET /api/blogs/all', () => {
  it('answers an empty list to anyone when there is no blog', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists newest first by creation date, ties broken by id', async () => {
    const admin = await signIn(ctx, 'admin');
    const oldest = await added(admin, { name: 'Oldest' });
    const newest = await added(admin, { name: 'Newest' });
    const tieA = await added(admin, { name: 'Tie A' });
    const tieB = await added(admin, { name: 'Tie B' });
    await setCreatedAt(oldest._id, '2025-01-01T00:00:00Z');
    await setCreatedAt(tieA._id, '2025-02-01T00:00:00Z');
    await setCreatedAt(tieB._id, '2025-02-01T00:00:00Z');
    await setCreatedAt(newest._id, '2025-03-01T00:00:00Z');
    // The cache knows nothing of writes behind the API's back; a write through it drops the list.
    const latest = await added(admin, { name: 'Latest' });
    const ties = [tieA, tieB].sort((a, b) => (a._id < b._id ? 1 : -1)).map((b) => b.name);
    const blogs = (await list()).json() as Blog[];
    expect(blogs.map((b) => b.name)).toEqual([latest.name, 'Newest', ...ties, 'Oldest']);
    expect(blogs[1]!.createdAt).toBe('2025-03-01T00:00:00.000Z');
  });

  it('answers 304 to a matching ETag, gzip when asked, and a fresh list after a blog is added', async () => {
    const admin = await signIn(ctx, 'admin');
    await added(admin, { name: 'First post' });
    const first = await list();
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const poll = await list({ 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');

    const gzipped = await list({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(first.json());

    await added(admin, { name: 'Second post' });
    const after = await list({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((b: Blog) => b.name)).toEqual(['Second post', 'First post']);
  });

  it('answers signed-in callers the same list', async () => {
    const admin = await signIn(ctx, 'admin');
    await added(admin);
    const student = await signIn(ctx, 'student');
    const res = await student.inject({ method: 'GET', url: '/api/blogs/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await list()).json());
  });
});
