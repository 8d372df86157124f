import { get, post } from '@atelier/contract/endpoints';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathInScope, serve, type ZodApp } from './serve';

const echo = post('/api/things/:id', {
  params: z.object({ id: z.string().min(2) }),
  body: z.object({ n: z.number() }),
  response: { 200: z.object({ id: z.string(), twice: z.number() }) },
});

async function scopeWith(prefix: string, register: (scope: ZodApp) => void) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(async (scope) => register(scope), { prefix });
  await app.ready();
  return app;
}

describe('serve', () => {
  it('serves a contract endpoint at its full path, its body and params checked and its answer stripped', async () => {
    const app = await scopeWith('/api/things', (scope) =>
      serve(scope, echo, {}, async (request) => {
        const answer = { id: request.params.id, twice: request.body.n * 2, secret: 'kept out' };
        return answer;
      }),
    );
    const ok = await app.inject({ method: 'POST', url: '/api/things/ab', payload: { n: 21 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 'ab', twice: 42 });
    const bad = await app.inject({ method: 'POST', url: '/api/things/a', payload: { n: 'x' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it('passes the route config on, where the access guard and limits read it', async () => {
    let seen: unknown;
    const app = await scopeWith('/api', (scope) => {
      scope.addHook('onRoute', (route) => {
        seen = route.config;
      });
      serve(scope, get('/api', {}), { limits: [] }, async () => ({}));
    });
    expect(seen).toMatchObject({ limits: [] });
    await app.close();
  });

  it('passes the route options on: a body limit and compress (off for an answer gzipped already)', async () => {
    let seen: unknown;
    const app = await scopeWith('/api', (scope) => {
      scope.addHook('onRoute', (route) => {
        seen = { bodyLimit: route.bodyLimit, compress: route.compress };
      });
      serve(scope, get('/api', {}), {}, async () => ({}), { bodyLimit: 64, compress: false });
    });
    expect(seen).toEqual({ bodyLimit: 64, compress: false });
    await app.close();
  });

  it("hands the endpoint's OpenAPI words (summary, produces) to the route's schema, where the reference reads them", async () => {
    let seen: unknown;
    const page = get('/api/page', { summary: 'A page', produces: ['text/html'] });
    const app = await scopeWith('/api', (scope) => {
      scope.addHook('onRoute', (route) => {
        seen = route.schema;
      });
      serve(scope, page, {}, async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    });
    expect(seen).toMatchObject({ summary: 'A page', produces: ['text/html'] });
    expect((await app.inject({ url: '/api/page' })).body).toBe('<p>hi</p>');
    await app.close();
  });
});

describe('pathInScope', () => {
  it('takes the prefix off, and names the prefix itself as /', () => {
    expect(pathInScope('/api/faq', '/api/faq/:id')).toBe('/:id');
    expect(pathInScope('/api/faq', '/api/faq')).toBe('/');
  });

  it('refuses an endpoint outside the scope, so a wrong prefix stops the app at start', () => {
    expect(() => pathInScope('/api/faq', '/api/faqs/x')).toThrow(/not under this scope's prefix/);
    expect(() => pathInScope('/api/faq', '/api/blogs')).toThrow(/not under/);
  });
});
