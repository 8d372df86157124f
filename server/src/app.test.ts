import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { insertNote } from './features/notebook/notebook.store';
import { insertUser } from './features/auth/auth.public';
import { GONE_MEANWHILE, TAKEN_MEANWHILE } from './plugins/errors';
import { testConfig, testDatabase, useTestApp } from '../test/helpers';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers ok once the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = { ...ctx.database, db: { execute: () => Promise.reject(new Error('down')) } };
    const app = await buildApp(ctx.config, { database: broken as never });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Database is not answering', code: 'common.unavailable' });
    await app.close();
  });
});

describe('GET /api/config', () => {
  const ctx = useTestApp({ PRODUCT_NAME: 'Studio', DEFAULT_REF_CODE: 'REF42' });

  it('answers the public settings the web app needs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      productName: 'Studio',
      internationalSiteUrl: 'https://www.example.org/international',
      defaultRefCode: 'REF42',
    });
  });
});

describe('unknown API paths and security headers', () => {
  const ctx = useTestApp();

  it('answers a JSON 404 for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'common.notFound' });
    }
  });

  it('sends API answers, errors included, the strict policy for answers that are never pages', async () => {
    for (const url of ['/api/health', '/api/does-not-exist', '/api/auth/validate-token']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('multipart forms only where a route reads them', () => {
  const ctx = useTestApp();

  // Registered globally, @fastify/multipart would read the body here (and cost every request two hooks).
  it('answers a multipart body to a JSON route 415, and the form route reads it', async () => {
    const multipart = {
      'content-type': 'multipart/form-data; boundary=xyz',
    };
    const body =
      '--xyz\r\nContent-Disposition: form-data; name="question"\r\n\r\nWhat is BIM?\r\n--xyz--\r\n';
    const json = await ctx.app.inject({ method: 'POST', url: '/api/faq/create', headers: multipart, body });
    expect(json.statusCode).toBe(415);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/event/register',
      headers: multipart,
      body: body.replace('question', 'eventId').replace('What is BIM?', 'no-such-event'),
    });
    expect(form.statusCode).toBe(404);
  });
});

/** Runs `check` on an app serving a built web app: index.html and `files` (path in dist → text). */
async function withWebApp(files: Record<string, string>, check: (app: FastifyInstance) => Promise<void>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  const app = await buildApp(testConfig({ WEB_DIST: dist }), { database: await testDatabase() });
  try {
    await check(app);
  } finally {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

describe('security headers of the web app', () => {
  it('sends pages the whole policy: no inline or foreign scripts, framed only by ourselves', async () => {
    await withWebApp({}, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/dashboard/student' });
      expect(res.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
          "media-src 'self' blob: https:;frame-src 'self' https: https://www.youtube-nocookie.com;connect-src 'self';" +
          "font-src 'self' data:;" +
          "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    });
  });
});

describe('a write whose target was deleted meanwhile', () => {
  const ctx = useTestApp();

  it('answers 404 with a plain message, not a server error', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await ctx.app
      .register(async (app) => {
        app.post('/api/test/orphan', { config: { access: 'public' } }, async () => {
          await insertNote(
            app.db,
            { userId: missing, courseId: missing, chapterId: `${missing}_x` },
            {
              title: 't',
              content: '',
              tags: [],
            },
          );
          return { ok: true };
        });
      })
      .ready();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/orphan' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: GONE_MEANWHILE, code: 'common.goneMeanwhile' });
  });

  it('answers 409 to a write that lost a race for a unique e-mail, not a server error', async () => {
    await ctx.app
      .register(async (app) => {
        app.post('/api/test/twice', { config: { access: 'public' } }, async () => {
          for (let i = 0; i < 2; i++) {
            await insertUser(app.db, { email: 'race@x.test', name: 'R', role: 'student', passwordHash: '!' });
          }
          return { ok: true };
        });
      })
      .ready();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/twice' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TAKEN_MEANWHILE, code: 'common.takenMeanwhile' });
  });
});

describe('the built web app', () => {
  it('serves index.html for deep links, files as they are, and keeps /api 404s as JSON', async () => {
    await withWebApp({ 'assets/main-abc123.js': 'console.log(1)' }, async (app) => {
      const deep = await app.inject({ method: 'GET', url: '/dashboard/student/courses' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toContain('text/html');
      expect(deep.body).toContain('<div id="root">');

      const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');

      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'Not found', code: 'common.notFound' });
    });
  });
});

describe('preloads of the page a visit starts on', () => {
  it("sends the route's chunks as a Link header with the HTML, and none elsewhere", async () => {
    const routes = [
      { path: '/', exact: true, links: ['</assets/landing.js>; rel=modulepreload'] },
      {
        path: '/dashboard/student',
        exact: false,
        links: ['</assets/student.js>; rel=modulepreload', '</assets/student.css>; rel=preload; as=style'],
      },
      // A tampered table: a link that would split the header is dropped, not sent.
      { path: '/login', exact: true, links: ['</a.js>\r\nset-cookie: x=1'] },
    ];
    await withWebApp({ '.vite/route-preloads.json': JSON.stringify({ routes }) }, async (app) => {
      const landing = await app.inject({ method: 'GET', url: '/?ref=abc' });
      expect(landing.statusCode).toBe(200);
      expect(landing.headers.link).toBe('</assets/landing.js>; rel=modulepreload');

      const area = await app.inject({ method: 'GET', url: '/dashboard/student/explore' });
      expect(area.headers.link).toBe(
        '</assets/student.js>; rel=modulepreload, </assets/student.css>; rel=preload; as=style',
      );
      expect((await app.inject({ method: 'GET', url: '/dashboard/student' })).headers.link).toBeDefined();

      // Exact routes only match themselves; a path that merely starts alike is another page.
      expect((await app.inject({ method: 'GET', url: '/about' })).headers.link).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/dashboard/studentx' })).headers.link).toBeUndefined();
      const login = await app.inject({ method: 'GET', url: '/login' });
      expect(login.statusCode).toBe(200);
      expect(login.headers.link).toBeUndefined();
      expect(login.headers['set-cookie']).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/api/nope' })).headers.link).toBeUndefined();
      // The build's metadata folder is not served.
      expect((await app.inject({ method: 'GET', url: '/.vite/route-preloads.json' })).statusCode).toBe(404);
    });
  });

  it('starts and serves pages without Link headers when the table is missing or unreadable', async () => {
    await withWebApp({ '.vite/route-preloads.json': '{"routes": [' }, async (app) => {
      const landing = await app.inject({ method: 'GET', url: '/' });
      expect(landing.statusCode).toBe(200);
      expect(landing.headers.link).toBeUndefined();
    });
  });
});

describe('route access declarations', () => {
  it('refuses to start when an /api route does not say who may call it', async () => {
    const open: FastifyPluginAsyncZod = async (app) => {
      app.get('/api/open', async () => ({}));
    };
    const app = await buildApp(testConfig(), { database: await testDatabase() });
    await expect(app.register(open).ready()).rejects.toThrow(/does not declare who may call it/);
    await app.close();
  });
});
