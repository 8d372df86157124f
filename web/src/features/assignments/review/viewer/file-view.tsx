import type { ReviewFile } from '@atelier/contract/reviews';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styles from './file-view.module.css';
import type { Place, Point } from './zoom';
import { ZoomPan, type Tool } from './zoom-pan';

// pdf.js comes with the first PDF shown, never with the page.
const PdfView = lazy(() => import('./pdf-view'));

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
  if (props.file.kind === 'pdf') {
    return (
      <Suspense fallback={<p className={styles.note}>Opening the PDF…</p>}>
        <PdfView {...props} />
      </Suspense>
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
