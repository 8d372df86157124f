// pdf.js's standard fonts and character maps, served by the app itself (issue 27: no CDN). The build
// emits them under assets/pdfjs-<version>/ (a new version is a new path, so they may be cached for
// good); the dev server serves the same path from node_modules. web/src/features/assignments/review/
// viewer/pdf.ts points pdf.js at that path.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
export const PDFJS_ASSETS = `assets/pdfjs-${version}`;
const FOLDERS = ['standard_fonts', 'cmaps'];

/** The files to copy: [path under PDFJS_ASSETS, absolute source path]. */
export function pdfjsAssetFiles() {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => !name.startsWith('.') && name !== 'LICENSE')
      .map((name) => [`${folder}/${name}`, path.join(root, folder, name)]),
  );
}

/** The Vite plugin: emits the files in a browser build, serves them in dev. */
export function pdfjsAssets({ emit }) {
  return {
    name: 'atelier-pdfjs-assets',
    generateBundle() {
      if (!emit) return;
      for (const [name, source] of pdfjsAssetFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_ASSETS}/${name}`,
          source: fs.readFileSync(source),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_ASSETS}/`, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0].replace(/^\//, ''));
        const found = pdfjsAssetFiles().find(([file]) => file === name);
        if (!found) return next();
        res.setHeader('content-type', 'application/octet-stream');
        fs.createReadStream(found[1]).pipe(res);
      });
    },
  };
}
