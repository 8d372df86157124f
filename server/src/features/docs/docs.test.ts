import { ROLES, type Role } from '@atelier/contract/roles';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { signIn, testConfig, useTestApp, type TestContext } from '../../../test/helpers';

interface Operation {
  description?: string;
  'x-access'?: 'public' | Role[];
  'x-access-note'?: string;
  'x-multipart'?: boolean;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `/api/courses/:courseId/ask` and `/api/courses/{courseId}/ask` both as `/api/courses/{courseId}/ask`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * Every /api route the app registers, as `METHOD /path` with its `config.access`, collected as
 * Fastify registers them (not from the document under test). HEAD routes (made for every GET) are
 * left out, as the document leaves them out.
 */
async function registeredRoutes(ctx: TestContext): Promise<Map<string, unknown>> {
  const routes = new Map<string, unknown>();
  const app = await buildApp(testConfig(), {
    database: ctx.database,
    onRoute: (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.set(`${method} ${openApiPath(route.url)}`, route.config?.access);
      }
    },
  });
  await app.close();
  return routes;
}

const documented = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** A request to the documented path with its parameters filled in. */
const concrete = (path: string) =>
  path.replace(/\{\*\}/g, 'x').replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

async function fetchDocument(ctx: TestContext, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/docs/openapi.json',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /api/docs/openapi.json', () => {
  const ctx = useTestApp();

  it('documents every route the app registered, in OpenAPI 3', async () => {
    const res = await fetchDocument(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Atelier API');

    const routes = await registeredRoutes(ctx);
    // The routes this suite knows of were seen.
    for (const known of ['GET /api/health', 'POST /api/auth/login', 'GET /api/metrics', 'GET /api/docs']) {
      expect(routes.has(known), known).toBe(true);
    }
    expect(routes.size).toBeGreaterThan(100);
    const operations = new Map(documented(doc).map((o) => [`${o.method} ${o.path}`, o.operation]));
    expect([...routes.keys()].filter((r) => !operations.has(r))).toEqual([]);
    expect([...operations.keys()].filter((r) => !routes.has(r))).toEqual([]);
    // Each with the access rule the route declares.
    for (const [route, access] of routes) {
      expect(operations.get(route)!['x-access'], route).toEqual(access);
    }
  });

  it('states who may call each route, and the guard agrees with it', async () => {
    const doc = (await fetchDocument(ctx)).json<OpenApiDocument>();
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES) tokens[role] = (await signIn(ctx, role)).token;

    let guarded = 0;
    for (const { method, path, operation } of documented(doc)) {
      const access = operation['x-access'];
      const where = `${method} ${path}`;
      expect(access, where).toBeDefined();
      const note = operation['x-access-note'];
      if (access === 'public') {
        expect(operation.description, where).toMatch(
          note ? /^\*\*Access:\*\* / : /^\*\*Access:\*\* public\./,
        );
        expect(operation.security, where).toBeUndefined();
        continue;
      }
      expect(
        Array.isArray(access) && access.length > 0 && access.every((r) => ROLES.includes(r)),
        where,
      ).toBe(true);
      expect(operation.description, where).toContain(`**Access:** signed in as ${access!.join(' or ')}.`);
      expect(operation.security, where).toEqual([{ session: [] }]);

      // The route refuses exactly as documented: no token 401, a role not listed 403.
      const url = concrete(path);
      const anonymous = await ctx.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, where).toBe(401);
      const outsider = ROLES.find((r) => !access!.includes(r));
      if (outsider) {
        const refused = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens[outsider]}` },
        });
        expect(refused.statusCode, `${where} as ${outsider}`).toBe(403);
      }
      guarded++;
    }
    expect(guarded).toBeGreaterThan(50);
  });

  it('describes multipart forms with their parts', async () => {
    const doc = (await fetchDocument(ctx)).json<OpenApiDocument>();
    const forms = documented(doc).filter((o) => o.operation['x-multipart']);
    const names = forms.map((o) => `${o.method} ${o.path.replace(/\{([^}]+)\}/g, ':$1')}`).sort();
    // Every route that reads a form is marked, and describes the form its config declares.
    expect(names).toEqual([
      'POST /api/assignment/create',
      'POST /api/assignment/submission/:submissionId/task/:taskNumber/models',
      'POST /api/event/register',
      'POST /api/forum/upload',
      'POST /api/smartlabs/assignment/submit/:submissionId/:taskNumber',
      'POST /api/users/roster/preview',
      'PUT /api/assignment/:id',
      'PUT /api/assignment/:id/tasks/:taskNumber/ids',
    ]);
    for (const { path, operation } of forms) {
      expect(Object.keys(operation.requestBody?.content ?? {}), path).toEqual(['multipart/form-data']);
      expect(operation.description, path).toContain('**multipart/form-data.** ');
      expect(operation.description, path).not.toContain('Parts not described');
    }
    const register = doc.paths['/api/event/register']!.post!;
    expect(register.description).toContain('`pdfFile`');
    // The text parts come from the contract schema the form reads them with.
    expect(register.description).toContain('`eventId`');
    const submit = doc.paths['/api/smartlabs/assignment/submit/{submissionId}/{taskNumber}']!.post!;
    expect(submit.description).toContain('Text parts: `uploadToDrive`, `userId`, `modelId`.');
  });
});

describe('GET /api/docs', () => {
  const ctx = useTestApp();

  it('is a page of our own that may load only its own script, style and the document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.sort()).toEqual(['/api/docs/docs.css', '/api/docs/docs.js', '/api/docs/openapi.json']);
    expect(page.body).not.toMatch(/<script>|<style>| on[a-z]+=/);

    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("fetch('/api/docs/openapi.json'");
    // Parses as a script (a syntax error would leave the page blank).
    expect(() => new Function(script.body)).not.toThrow();
    const style = await ctx.app.inject({ method: 'GET', url: '/api/docs/docs.css' });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('/api/docs in production', () => {
  const ctx = useTestApp({ NODE_ENV: 'production' });

  it('gives the document to admins only; the page itself holds no data', async () => {
    expect((await fetchDocument(ctx)).statusCode).toBe(401);
    expect((await fetchDocument(ctx, 'not-a-session-token-at-all-000')).statusCode).toBe(401);
    expect((await fetchDocument(ctx, (await signIn(ctx, 'student')).token)).statusCode).toBe(403);
    expect((await fetchDocument(ctx, (await signIn(ctx, 'smartLABS')).token)).statusCode).toBe(403);
    const admin = await fetchDocument(ctx, (await signIn(ctx, 'admin')).token);
    expect(admin.statusCode).toBe(200);
    const doc = admin.json<OpenApiDocument>();
    expect(doc.paths['/api/docs/openapi.json']!.get!['x-access']).toEqual(['admin']);

    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/api/auth/login');
  });
});
