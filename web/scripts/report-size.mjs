// Prints the gzipped size of every JavaScript chunk in the build and checks the landing page's budget:
// the JavaScript a first visit to / loads (the entry, its static imports, and the landing route's
// lazy chunk with its imports) must stay within BUDGET_KB gzipped, and must hold no dashboard code.
//
// Usage: node scripts/report-size.mjs [--dist <dir>] [--budget-kb <n>]
// Exit codes: 0 within budget, 1 over budget or a dashboard chunk in the landing page, 2 unreadable build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkOf, closure, readManifest } from './build-manifest.mjs';

export const BUDGET_KB = 100;
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
const manifest = readManifest(dist);
if (manifest instanceof Error) fail(2, manifest.message);

const sizes = new Map();
function gzipSize(file) {
  if (!sizes.has(file)) {
    const buffer = fs.readFileSync(path.join(dist, file));
    sizes.set(file, { raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The JavaScript files `keys` load: their chunks and every chunk they import statically. */
function scriptsOf(keys) {
  try {
    return closure(manifest, keys).js;
  } catch (error) {
    return fail(2, `${error.message}; update scripts/report-size.mjs to the new module names`);
  }
}
const areaChunk = (key) => chunkOf(manifest, key)?.chunk;
const areaFiles = new Set(AREA_MODULES.map((key) => areaChunk(key)?.file).filter(Boolean));

const landing = scriptsOf(LANDING_MODULES);
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
