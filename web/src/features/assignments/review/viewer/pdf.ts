import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * PDF sheets drawn in the browser with pdf.js (issue 27), loaded only when a PDF is shown: the
 * library, its worker and its fonts are files of the app (scripts/pdfjs-assets.mjs), never a CDN's.
 */

type PdfJs = typeof PdfJsModule;
let loading: Promise<PdfJs> | undefined;

/** pdf.js and its worker, fetched once, on the first PDF. */
export function loadPdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
  );
  return loading;
}

/** Where the build put pdf.js's standard fonts and character maps for this version. */
export const assetsOf = (version: string) => `/assets/pdfjs-${version}/`;

/** Opens a PDF from its (signed) link; no code from it is ever evaluated (the CSP has no unsafe-eval). */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const lib = await loadPdfjs();
  const assets = assetsOf(lib.version);
  return lib.getDocument({
    url,
    isEvalSupported: false,
    standardFontDataUrl: `${assets}standard_fonts/`,
    cMapUrl: `${assets}cmaps/`,
    cMapPacked: true,
  }).promise;
}

const opened = new Map<string, Promise<PDFDocumentProxy>>();

/** One document per link, opened once however many views show its pages (a failed one is tried again). */
export function pdfDocument(url: string): Promise<PDFDocumentProxy> {
  let doc = opened.get(url);
  if (!doc) {
    doc = openPdf(url);
    opened.set(url, doc);
    doc.catch(() => opened.delete(url));
  }
  return doc;
}

/**
 * Starts fetching pdf.js, the PDF and its page as soon as a PDF is to be shown, beside the lazy
 * view's own chunk rather than after it (the view then finds them under way: pdf.js keeps pages).
 */
export function preloadPdfPage(url: string, page: number): void {
  pdfDocument(url)
    .then((doc) => doc.getPage(page))
    .catch(() => undefined);
}

/** The most pixels a page's canvas gets (an A1 sheet at a high zoom would otherwise ask for hundreds of millions). */
export const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * The scale to draw a page of `width` × `height` points at so that it looks sharp at `cssScale`
 * on a screen of `pixelRatio`, within MAX_CANVAS_PIXELS.
 */
export function drawScale(width: number, height: number, cssScale: number, pixelRatio: number): number {
  const wanted = cssScale * pixelRatio;
  const cap = Math.sqrt(MAX_CANVAS_PIXELS / (width * height));
  return Math.max(0.01, Math.min(wanted, cap));
}

/** A page's size at 100 % in CSS px (PDF points are 1/72 in, CSS px 1/96). */
export const CSS_PX_PER_POINT = 96 / 72;
