// @vitest-environment node
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'report-size.mjs');
const realDist = path.join(import.meta.dirname, '..', 'dist');
const temp: string[] = [];

function run(dist: string) {
  return spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' });
}

/**
 * A fake build: an entry, a lazy landing chunk, three lazy areas sharing a dashboard layout, and a
 * dialog both sides import; `entryBytes` random bytes pad the entry.
 */
function fakeDist(entryBytes: number, landingImportsArea = false) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-size-'));
  temp.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  // Random bytes barely compress: their base64 gzips back to about the number of bytes.
  fs.writeFileSync(path.join(dir, 'assets/index.js'), crypto.randomBytes(entryBytes).toString('base64'));
  for (const name of ['landing', 'student', 'smartlabs', 'admin', 'layout', 'dialog']) {
    fs.writeFileSync(path.join(dir, `assets/${name}.js`), `export const ${name} = 1;`);
  }
  const area = (name: string) => ({
    file: `assets/${name}.js`,
    src: `src/app/areas/${name}-area.tsx`,
    isDynamicEntry: true,
    imports: ['index.html', '_layout.js', '_dialog.js'],
  });
  const manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
    'src/features/site/pages/landing-page.tsx': {
      file: 'assets/landing.js',
      isDynamicEntry: true,
      imports: landingImportsArea ? ['index.html', '_layout.js', '_dialog.js'] : ['index.html', '_dialog.js'],
    },
    '_layout.js': { file: 'assets/layout.js', name: 'dashboard-layout', imports: ['index.html'] },
    // A shared part both the landing page and the areas import: not dashboard code.
    '_dialog.js': { file: 'assets/dialog.js', name: 'modal', imports: ['index.html'] },
    'src/app/areas/student-area.tsx': area('student'),
    'src/app/areas/smartlabs-area.tsx': area('smartlabs'),
    'src/app/areas/admin-area.tsx': area('admin'),
  };
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('landing page JavaScript budget', () => {
  it.skipIf(!fs.existsSync(path.join(realDist, '.vite', 'manifest.json')))(
    'the current build (web/dist) stays within 100 kB gzipped with no dashboard code',
    () => {
      const result = run(realDist);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/Landing page initial JavaScript: [\d.]+ kB gzipped \(budget 100 kB\)/);
    },
  );

  it('passes a small build and reports its size', () => {
    const result = run(fakeDist(10_000));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('assets/index.js');
  });

  it('fails a build whose landing page is over budget', () => {
    // base64 of random bytes gzips to about their number: ~120 kB, which the old 150 kB let through.
    const result = run(fakeDist(120_000));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over the 100 kB budget/);
  });

  it('fails a build whose landing page pulls in dashboard code', () => {
    const result = run(fakeDist(1_000, true));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/dashboard code is loaded by the landing page: assets\/layout.js/);
  });
});
