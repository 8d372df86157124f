import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, testDatabase } from '../../test/helpers';
import { readPrerenderedPages } from './web-app';

const INDEX = '<!doctype html><title>app</title><div id="root"></div>';
const page = (text: string) =>
  `<!doctype html><title>${text}</title><div id="root" data-prerendered><h1>${text}</h1></div>`;

describe('prerendered public pages', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, 'prerendered'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), page('Landing'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'faqs.html'), page('FAQs'));
    // As the build writes it: a brotli copy beside the page.
    fs.writeFileSync(path.join(dist, 'prerendered', 'faqs.html.br'), zlib.brotliCompressSync(page('FAQs')));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'model-worker-Ab1_x-9.js'), 'self.onmessage = () => {};');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Zz9.js'), 'export {};');
    fs.mkdirSync(path.join(dist, '.vite'));
    const routes = [
      { path: '/faqs', exact: true, links: ['</assets/faq.js>; rel=modulepreload; crossorigin'] },
    ];
    fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
    app = await buildApp(testConfig({ WEB_DIST: dist }), { database: await testDatabase() });
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reads the pages the build prerendered, by path', () => {
    expect(readPrerenderedPages(dist)).toEqual(
      new Map([
        ['/', 'prerendered/index.html'],
        ['/faqs', 'prerendered/faqs.html'],
      ]),
    );
    expect(readPrerenderedPages(path.join(dist, 'nowhere'))).toEqual(new Map());
  });

  it('sends a prerendered page for its path, with its Link header, and index.html elsewhere', async () => {
    const landing = await app.inject({ method: 'GET', url: '/?ref=abc' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain('<h1>Landing</h1>');

    const faqs = await app.inject({ method: 'GET', url: '/faqs', headers: { 'accept-encoding': 'br' } });
    expect(faqs.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(faqs.rawPayload).toString()).toContain('<h1>FAQs</h1>');
    expect(faqs.headers.link).toBe('</assets/faq.js>; rel=modulepreload; crossorigin');

    // Pages the build did not prerender, and dashboards, are the app's shell as before.
    for (const url of ['/events', '/faqs/more', '/dashboard/student/explore', '/event/abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("allows WebAssembly in the model viewer's worker script alone (decision 031)", async () => {
    const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1];
    const worker = await app.inject({ method: 'GET', url: '/assets/model-worker-Ab1_x-9.js' });
    expect(worker.statusCode).toBe(200);
    expect(scriptSrc(worker.headers['content-security-policy'])).toBe("'self' 'wasm-unsafe-eval'");
    // Every other script, page and API answer keeps the site's policy, without WebAssembly.
    for (const url of ['/assets/index-Zz9.js', '/faqs', '/dashboard/admin', '/model-worker-Ab1_x-9.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(scriptSrc(res.headers['content-security-policy']), url).toBe("'self'");
    }
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).not.toContain('wasm');
  });

  it('does not serve the prerendered files at their own addresses', async () => {
    const direct = await app.inject({ method: 'GET', url: '/prerendered/faqs.html' });
    expect(direct.body).not.toContain('<h1>FAQs</h1>');
    expect(direct.body).toBe(INDEX);
  });
});
