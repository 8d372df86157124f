// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES, routePreloads } from './route-preloads.mjs';

const script = path.join(import.meta.dirname, 'route-preloads.mjs');
const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A manifest holding every module of the table: each page its own chunk, importing the entry. */
function fakeManifest() {
  const manifest: Record<string, object> = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_icons.js'],
      css: ['assets/index.css'],
    },
    '_icons.js': { file: 'assets/icons.js' },
    '_zod.js': { file: 'assets/zod.js' },
    '_form.js': { file: 'assets/form.js', imports: ['index.html', '_zod.js'], css: ['assets/form.css'] },
    '_query.js': { file: 'assets/query.js' },
    'src/app/query-layer.tsx': {
      file: 'assets/query-layer.js',
      isDynamicEntry: true,
      imports: ['index.html', '_query.js'],
    },
  };
  for (const { module } of ROUTES) {
    const name = path.basename(module, '.tsx');
    manifest[module] = {
      file: `assets/${name}.js`,
      name,
      src: module,
      isDynamicEntry: true,
      imports: ['index.html'],
    };
  }
  // The login page imports the form layer (and through it zod); the events page is keyed by its
  // file, as Rollup does when lazy pages share code moved into it.
  manifest['src/features/auth/pages/login-page.tsx'] = {
    file: 'assets/login-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_icons.js', '_form.js'],
    css: ['assets/login-page.css'],
  };
  delete manifest['src/features/events/pages/events-page.tsx'];
  manifest['_events-page-x.js'] = {
    file: 'assets/events-page-x.js',
    name: 'events-page',
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
  };
  return manifest;
}

describe('route preloads', () => {
  it("lists a page's chunks and stylesheets beyond what the entry loads", () => {
    const routes = routePreloads(fakeManifest());
    const linksOf = (routePath: string) => routes.find((r) => r.path === routePath)?.links;
    // In CORS mode (crossorigin), as Vite's scripts and stylesheets then ask for them: one download each.
    expect(linksOf('/login')).toEqual([
      '</assets/login-page.js>; rel=modulepreload; crossorigin',
      '</assets/form.js>; rel=modulepreload; crossorigin',
      '</assets/zod.js>; rel=modulepreload; crossorigin',
      '</assets/query-layer.js>; rel=modulepreload; crossorigin',
      '</assets/query.js>; rel=modulepreload; crossorigin',
      '</assets/login-page.css>; rel=preload; as=style; crossorigin',
      '</assets/form.css>; rel=preload; as=style; crossorigin',
    ]);
    // The landing page asks the API nothing that needs the query layer.
    expect(linksOf('/')).toEqual(['</assets/landing-page.js>; rel=modulepreload; crossorigin']);
    expect(linksOf('/events')).toEqual([
      '</assets/events-page-x.js>; rel=modulepreload; crossorigin',
      '</assets/form.js>; rel=modulepreload; crossorigin',
      '</assets/zod.js>; rel=modulepreload; crossorigin',
      '</assets/query-layer.js>; rel=modulepreload; crossorigin',
      '</assets/query.js>; rel=modulepreload; crossorigin',
      '</assets/form.css>; rel=preload; as=style; crossorigin',
    ]);
    expect(routes.find((r) => r.path === '/event')?.exact).toBe(false);
    // No dashboard: its code waits for the guard.
    expect(routes.filter((r) => r.path.startsWith('/dashboard'))).toEqual([]);
  });

  it('writes the table beside the manifest, and fails the build when a page module is gone', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
    temp.push(dist);
    fs.mkdirSync(path.join(dist, '.vite'));
    const manifest = fakeManifest();
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const ok = spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    const written = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'route-preloads.json'), 'utf8'));
    expect(written.routes).toHaveLength(ROUTES.length);

    delete manifest['src/features/faq/pages/faq-page.tsx'];
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const gone = spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' });
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain('src/features/faq/pages/faq-page.tsx');

    fs.rmSync(path.join(dist, '.vite', 'manifest.json'));
    expect(spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' }).status).toBe(2);
  });
});
