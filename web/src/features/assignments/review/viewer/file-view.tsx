import type { ReviewFile } from '@atelier/contract/reviews';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { preloadPdfPage } from './pdf';
import styles from './file-view.module.css';
import type { Place, Point } from './zoom';
import { ZoomPan, type Tool } from './zoom-pan';

// pdf.js comes with the first PDF shown, never with the page. Loaded by hand rather than through
// lazy() and Suspense: React holds a revealed Suspense boundary back for 300 ms, which the bench
// measured on the first page drawn.
type DrawPdf = (props: FileViewProps) => ReactElement;
let pdfViewChunk: Promise<DrawPdf> | undefined;
let loadedDrawPdf: DrawPdf | undefined;

/** The PDF chunk's drawing function once it is in (at once when an earlier PDF brought it), or whether it failed. */
function usePdfChunk(wanted: boolean): { draw?: DrawPdf; failed: boolean } {
  const [draw, setDraw] = useState(() => loadedDrawPdf);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || draw) return;
    let live = true;
    pdfViewChunk ??= import('./pdf-view').then((chunk) => (loadedDrawPdf = chunk.drawPdf));
    pdfViewChunk.then(
      (loaded) => live && setDraw(() => loaded),
      () => {
        // Asked again next time (a network that came back).
        pdfViewChunk = undefined;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, draw]);
  return { draw, failed };
}

export interface FileViewProps {
  file: ReviewFile;
  /** The page of a PDF (1 for an image). */
  page: number;
  /** How screen readers name it ("Sheet 2 of 6: plan.pdf, page 3"). */
  label: string;
  tool?: Tool;
  onPoint?: (place: Point) => void;
  onBox?: (place: Required<Place>) => void;
  /** Laid over the file or page, scaling with it: the pins. */
  overlay?: ReactNode;
}

/** A submitted file in the zoomable view: an image (its preview first), or a page of a PDF drawn by pdf.js. */
export function FileView(props: FileViewProps) {
  const { kind, url } = props.file;
  const pdf = usePdfChunk(kind === 'pdf');
  useEffect(() => {
    if (kind === 'pdf') preloadPdfPage(url, props.page);
  }, [kind, url, props.page]);
  if (kind === 'pdf') {
    if (pdf.draw) return pdf.draw(props);
    return (
      <p className={styles.note}>
        {pdf.failed
          ? 'The PDF viewer could not be loaded. Reload the page to try again.'
          : 'Opening the PDF…'}
      </p>
    );
  }
  return <ImageView {...props} />;
}

function ImageView({ file, label, tool, onPoint, onBox, overlay }: FileViewProps) {
  // Images sent before their size was kept are measured once loaded.
  const [measured, setMeasured] = useState<{ width: number; height: number } | null>(null);
  const size = file.width && file.height ? { width: file.width, height: file.height } : measured;
  if (!size) {
    return (
      <img
        className={styles.measuring}
        src={file.previewUrl}
        alt=""
        onLoad={(event) =>
          setMeasured({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
      />
    );
  }
  return (
    <ZoomPan content={size} label={label} tool={tool} onPoint={onPoint} onBox={onBox} overlay={overlay}>
      {(scale) => (
        // The preview while it is sharp enough; the file itself once the zoom asks for more pixels.
        <img
          className={styles.image}
          src={file.previewUrl !== file.url && size.width * scale > PREVIEW_SIDE ? file.url : file.previewUrl}
          alt={label}
          draggable={false}
        />
      )}
    </ZoomPan>
  );
}

/** The longest side of a preview (REVIEW_LIMITS.previewSide, without loading the contract's zod here). */
const PREVIEW_SIDE = 2048;
