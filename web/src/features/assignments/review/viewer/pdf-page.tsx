import type { PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { CSS_PX_PER_POINT, drawScale, pdfDocument } from './pdf';

/** A page of a PDF and its size at 100 % (CSS px), once pdf.js has read it. */
export function usePdfPage(url: string, pageNumber: number) {
  const [state, setState] = useState<{ key: string; page?: PDFPageProxy; failed?: boolean }>({ key: '' });
  const key = `${url}#${pageNumber}`;
  useEffect(() => {
    let live = true;
    pdfDocument(url)
      .then((doc) => doc.getPage(pageNumber))
      .then(
        (page) => live && setState({ key, page }),
        () => live && setState({ key, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [url, pageNumber, key]);
  const current = state.key === key ? state : { key };
  const viewport = current.page?.getViewport({ scale: 1 });
  const size = viewport && {
    width: viewport.width * CSS_PX_PER_POINT,
    height: viewport.height * CSS_PX_PER_POINT,
  };
  return { page: current.page, size, failed: current.failed ?? false };
}

/**
 * The page drawn on a canvas of its size at 100 %, drawn again sharper as the view zooms in (within
 * the canvas budget: pdf.ts `drawScale`).
 */
export function PdfCanvas({ page, scale, label }: { page: PDFPageProxy; scale: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Redrawn per doubling of the zoom, not per wheel notch.
  const step = 2 ** Math.ceil(Math.log2(Math.max(scale, 0.25)));
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({
      scale: drawScale(base.width, base.height, step * CSS_PX_PER_POINT, window.devicePixelRatio || 1),
    });
    element.width = Math.floor(viewport.width);
    element.height = Math.floor(viewport.height);
    delete element.dataset.drawn;
    const task = page.render({ canvas: element, viewport });
    // Marks the canvas once pdf.js has painted it (the e2e story and the bench wait for it).
    task.promise.then(
      () => (element.dataset.drawn = 'true'),
      () => undefined,
    );
    return () => task.cancel();
  }, [page, step]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
