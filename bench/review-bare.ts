// The design-review bench's baseline (issue 27): a bare node:http server with a page that does only
// what the review page must do to show a PDF sheet — load pdf.js (the very build the web app bundles,
// minified, and its worker), open the same PDF bytes, served with the app's headers, and draw page 1
// on a canvas of the app's size. No framework, no API calls, no React.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const PDFJS_ROOT = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** pdf.js as the web app uses it (web/src/features/assignments/review/viewer/pdf.ts `openPdf`). */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>pdf.js baseline</title>
<style>body{margin:0}canvas{display:block}</style></head>
<body><canvas role="img" aria-label="Page 1"></canvas>
<script type="module">
import * as pdfjs from '/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
const width = Number(new URLSearchParams(location.search).get('width'));
const doc = await pdfjs.getDocument({
  url: '/sheets.pdf',
  isEvalSupported: false,
  standardFontDataUrl: '/standard_fonts/',
  cMapUrl: '/cmaps/',
  cMapPacked: true,
}).promise;
const page = await doc.getPage(1);
const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
const canvas = document.querySelector('canvas');
canvas.width = Math.floor(viewport.width);
canvas.height = Math.floor(viewport.height);
await page.render({ canvas, viewport }).promise;
canvas.dataset.drawn = 'true';
</script></body></html>`;

/** The PDF as the app answered its signed link: the bytes and the headers to send them with. */
export interface RecordedPdf {
  body: Buffer;
  headers: Record<string, string | string[]>;
}

const STATIC: Record<string, string> = {
  '/pdf.mjs': path.join(PDFJS_ROOT, 'build/pdf.min.mjs'),
  '/pdf.worker.mjs': path.join(PDFJS_ROOT, 'build/pdf.worker.min.mjs'),
};

/** A file of pdf.js's build or of its standard fonts and character maps, or undefined. */
function pdfjsFile(url: string): string | undefined {
  if (STATIC[url]) return STATIC[url];
  const match = /^\/(standard_fonts|cmaps)\/([\w.-]+)$/.exec(url);
  return match ? path.join(PDFJS_ROOT, match[1]!, match[2]!) : undefined;
}

/** The PDF, whole or the one byte range asked for when the app's answer offered ranges. */
function sendPdf(req: http.IncomingMessage, res: http.ServerResponse, pdf: RecordedPdf) {
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && pdf.headers['accept-ranges'] === 'bytes') {
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : pdf.body.length - 1, pdf.body.length - 1);
    res.writeHead(206, {
      ...pdf.headers,
      'content-range': `bytes ${start}-${end}/${pdf.body.length}`,
      'content-length': end - start + 1,
    });
    res.end(pdf.body.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, { ...pdf.headers, 'content-length': pdf.body.length }).end(pdf.body);
}

/** Starts the baseline on a free port; `url` has no trailing slash. */
export function startPdfBaseline(pdf: RecordedPdf): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    if (url === '/sheets.pdf') return sendPdf(req, res, pdf);
    const file = pdfjsFile(url);
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
    // As the app sends its hashed assets, so a warm load may keep them too.
    res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
