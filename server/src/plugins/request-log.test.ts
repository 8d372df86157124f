import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, testDatabase } from '../../test/helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app writing its log to `lines` (one JSON object per line), with a route that fails unexpectedly. */
async function appWithLog(env: Record<string, string> = {}) {
  const lines: string[] = [];
  app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...env }), {
    database: await testDatabase(),
    logStream: { write: (line) => void lines.push(line) },
  });
  app.get('/api/test/fails', { config: { access: 'public' } }, () => {
    throw new Error('something broke');
  });
  app.get('/api/test/warns', { config: { access: 'public' } }, (request) => {
    request.log.warn('a route wrote this');
    request.log.info({ detail: 42 }, 'and this, with fields');
    return { ok: true };
  });
  await app.ready();
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, records, lines };
}

describe('request ids', () => {
  it('names every answer with an id of its own, errors and unknown paths included', async () => {
    const { app } = await appWithLog();
    const ids = new Set<string>();
    for (const url of [
      '/api/health',
      '/api/health',
      '/api/auth/validate-token',
      '/api/nowhere',
      '/api/test/fails',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      const id = res.headers['x-request-id'];
      expect(typeof id, url).toBe('string');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      ids.add(String(id));
    }
    expect(ids.size).toBe(5);
  });

  it("keeps a proxy's safe X-Request-Id and replaces one that is not", async () => {
    const { app } = await appWithLog();
    for (const given of ['4bf92f3577b34da6a3ce929d0e0e4736', 'req_01H9X:edge-7/abc=', 'a'.repeat(64)]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toBe(given);
    }
    for (const given of ['a'.repeat(65), 'has space', '<script>', 'quote"d', 'ünïcode', '']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id'], given).not.toBe(given);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
  });
});

describe('the JSON log', () => {
  it("writes an error as one JSON line carrying the answer's request id", async () => {
    const { app, records, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/api/test/fails' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'common.internal' });
    const errors = records().filter((r) => r.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      reqId: res.headers['x-request-id'],
      msg: 'unhandled error',
      err: { message: 'something broke' },
    });
    // Named once (a second "reqId" key would be legal JSON, but not every log reader keeps the first).
    expect(lines.find((l) => l.includes('something broke'))!.match(/"reqId"/g)).toHaveLength(1);

    const traced = await app.inject({
      method: 'GET',
      url: '/api/test/fails',
      headers: { 'x-request-id': 'from-the-proxy-1' },
    });
    expect(traced.headers['x-request-id']).toBe('from-the-proxy-1');
    expect(records().filter((r) => r.level === 50)[1]).toMatchObject({ reqId: 'from-the-proxy-1' });
  });

  it('adds the request id to every line a route writes, once, and writes no line per request', async () => {
    const { app, records } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/api/test/warns' });
    const id = res.headers['x-request-id'];
    const lines = records().filter((r) => r.reqId !== undefined);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: id, msg: 'a route wrote this' }),
      expect.objectContaining({ level: 30, reqId: id, msg: 'and this, with fields', detail: 42 }),
    ]);
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(records().filter((r) => r.reqId !== undefined)).toHaveLength(2);
  });

  it('writes one line per request with LOG_REQUESTS=1: route pattern, status and time, never the address', async () => {
    const { app, records } = await appWithLog({ LOG_REQUESTS: '1' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/courses/3f1e4a52-9c0b-4c1e-8d7a-2b5f6e7d8c9a?x=secret',
    });
    expect(res.statusCode).toBe(401);
    const lines = records().filter((r) => r.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: res.headers['x-request-id'],
      method: 'GET',
      route: '/api/courses/:id',
      status: 401,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toMatch(/3f1e4a52|secret/);
  });
});
