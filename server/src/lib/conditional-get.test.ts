import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { postCourse, signIn, useTestApp } from '../../test/helpers';

// Through the course list, the one cached answer today; any feature's cachedAnswer behaves alike.
describe('conditional GET and encodings of a cached answer', () => {
  const ctx = useTestApp();

  async function list() {
    const student = await signIn(ctx, 'student');
    const get = (h: Record<string, string>) =>
      student.inject({ method: 'GET', url: '/api/courses', headers: h });
    const first = await get({});
    return { etag: String(first.headers.etag), get };
  }

  it('answers 304 to an If-None-Match list, a weak tag or *, and 200 to another tag', async () => {
    const { etag, get } = await list();
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await get({ 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
    }
    // Node's fetch adds `Cache-Control: no-cache` to a conditional request: that is for caches, and
    // the origin still answers 304 (RFC 9110 §13.1.2).
    const fromFetch = await get({ 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' });
    expect(fromFetch.statusCode).toBe(304);
    const changed = await get({ 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.vary).toContain('accept-encoding');
    expect(changed.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends the precomputed gzip only when gzip is accepted, honouring q-values', async () => {
    const { get } = await list();
    const gz = await get({ 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual([]);
    const refused = await get({ 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual([]);
  });

  it('compresses JSON over 1 KB with the best encoding the client accepts', async () => {
    const admin = await signIn(ctx, 'admin');
    const created = await postCourse(admin, {
      title: 'Long',
      description: 'A long description. '.repeat(100),
      coverImage: 'https://cdn.example.test/c.png',
      content: 'https://cdn.example.test/l.html',
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/courses/${created.json().course._id}`;
    const br = await admin.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const course = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(course.description).toContain('A long description.');
    const plain = await admin.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await admin.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
