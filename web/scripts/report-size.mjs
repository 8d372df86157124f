// Prints the gzipped size of every JavaScript chunk in the build and checks the landing page's budget:
// the JavaScript a first visit to / loads (the entry, its static imports, and the landing route's
// lazy chunk with its imports) must stay within BUDGET_KB gzipped, and must hold no dashboard code.
//
// Usage: node scripts/report-size.mjs [--dist <dir>] [--budget-kb <n>]
// Exit codes: 0 within budget, 1 over budget or a dashboard chunk in the landing page, 2 unreadable build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET_KB = 150;
/** The chunk name Vite gives the dashboard layout that every area imports. */
const DASHBOARD_SHELL = 'dashboard-layout';
/** Manifest keys of the modules a visit to / loads besides the HTML entry. */
const LANDING_MODULES = ['index.html', 'src/features/site/pages/landing-page.tsx'];
/** The dashboard areas: each must stay a chunk of its own, and none of their code may reach the landing page. */
const AREA_MODULES = [
  'src/app/areas/student-area.tsx',
  'src/app/areas/smartlabs-area.tsx',
  'src/app/areas/admin-area.tsx',
];

function parseArgs(argv) {
  const args = { dist: path.join(import.meta.dirname, '..', 'dist'), budgetKb: BUDGET_KB };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dist') args.dist = path.resolve(argv[++i]);
    else if (argv[i] === '--budget-kb') args.budgetKb = Number(argv[++i]);
  }
  return args;
}

const kb = (bytes) => (bytes / 1000).toFixed(2).padStart(8) + ' kB';

function fail(code, message) {
  console.error(`report-size: ${message}`);
  process.exit(code);
}

const { dist, budgetKb } = parseArgs(process.argv.slice(2));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath))
  fail(2, `no ${manifestPath}; run vite build first (build.manifest must be on)`);
/** @type {Record<string, {file: string, name?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) {
    const buffer = fs.readFileSync(path.join(dist, file));
    sizes.set(file, { raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The JavaScript files `keys` load: their chunks and every chunk they import statically. */
function closure(keys) {
  const files = new Map(); // file -> manifest key
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) fail(2, `manifest has no "${key}"; update scripts/report-size.mjs to the new module names`);
    if (chunk.file.endsWith('.js')) files.set(chunk.file, key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * An area's own chunk: under its module's key, or, when Rollup moved code its lazy pages share
 * into it (the chunk is then keyed by its file, `_admin-area-….js`), the dynamic entry of that name.
 */
function areaChunk(key) {
  if (manifest[key]) return manifest[key];
  const name = path.basename(key, path.extname(key));
  return Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === name);
}
const areaFiles = new Set(AREA_MODULES.map((key) => areaChunk(key)?.file).filter(Boolean));

const landing = closure(LANDING_MODULES);
// Dashboard code by what the chunk holds: an area, or the dashboard shell its areas share. A chunk of
// shared parts (a button, a dialog) that the landing page and a dashboard both import is not: the
// landing page needs it too, and the budget counts it.
const dashboardFiles = new Set(
  Object.entries(manifest)
    .filter(([, chunk]) => areaFiles.has(chunk.file) || chunk.name === DASHBOARD_SHELL)
    .map(([, chunk]) => chunk.file),
);

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ key, file: chunk.file, ...gzipSize(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('\nJavaScript chunks (gzip -9); * = loaded by the landing page\n');
for (const row of rows) {
  const mark = landing.has(row.file) ? '*' : ' ';
  console.log(`${mark} ${kb(row.raw)} ${kb(row.gzip)} gz  ${row.file}  (${row.key})`);
}

const total = [...landing.keys()].reduce((sum, file) => sum + gzipSize(file).gzip, 0);
const budget = budgetKb * 1000;
console.log(`\nLanding page initial JavaScript: ${kb(total).trim()} gzipped (budget ${budgetKb} kB)\n`);

const notSplit = AREA_MODULES.filter((key) => !areaChunk(key)?.isDynamicEntry);
if (notSplit.length > 0) fail(1, `dashboard areas are not lazy chunks of their own: ${notSplit.join(', ')}`);
const leaked = [...landing.keys()].filter((file) => dashboardFiles.has(file));
if (leaked.length > 0) fail(1, `dashboard code is loaded by the landing page: ${leaked.join(', ')}`);
if (total > budget)
  fail(1, `the landing page loads ${kb(total).trim()} of gzipped JavaScript, over the ${budgetKb} kB budget`);
