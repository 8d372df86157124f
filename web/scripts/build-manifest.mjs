// Reading Vite's build manifest (dist/.vite/manifest.json): what a module's chunk loads with it.
// Shared by report-size.mjs (the landing page's budget) and route-preloads.mjs (Link headers).
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{file: string, name?: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], css?: string[]}} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** The manifest of the build in `dist`, or an Error saying why there is none. */
export function readManifest(dist) {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath))
    return new Error(`no ${manifestPath}; run vite build first (build.manifest must be on)`);
  return /** @type {Manifest} */ (JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
}

/**
 * A module's chunk: under its key, or, when Rollup moved code that lazy pages share into it (the
 * chunk is then keyed by its file, `_admin-area-….js`), the dynamic entry of the module's name.
 * @param {Manifest} manifest
 * @param {string} key
 */
export function chunkOf(manifest, key) {
  if (manifest[key]) return { key, chunk: manifest[key] };
  const name = path.basename(key, path.extname(key));
  const found = Object.entries(manifest).find(([, chunk]) => chunk.isDynamicEntry && chunk.name === name);
  return found ? { key: found[0], chunk: found[1] } : undefined;
}

/**
 * What loading the modules `keys` fetches: their JavaScript files and every one they import
 * statically (file -> manifest key), and the stylesheets of all of them. An unknown key throws.
 * @param {Manifest} manifest
 * @param {string[]} keys
 */
export function closure(manifest, keys) {
  const js = new Map();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    const found = chunkOf(manifest, key);
    if (!found) throw new Error(`manifest has no "${key}"`);
    if (seen.has(found.key)) return;
    seen.add(found.key);
    if (found.chunk.file.endsWith('.js')) js.set(found.chunk.file, found.key);
    for (const file of found.chunk.css ?? []) css.add(file);
    for (const imported of found.chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}
