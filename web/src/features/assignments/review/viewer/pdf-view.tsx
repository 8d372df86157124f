import styles from './file-view.module.css';
import type { FileViewProps } from './file-view';
import { PdfCanvas, usePdfPage } from './pdf-page';
import { ZoomPan } from './zoom-pan';

/** A page of a PDF in the zoomable view (a chunk of its own, with pdf.js). */
function PdfView({ file, page, label, tool, onPoint, onBox, overlay }: FileViewProps) {
  const { page: drawn, size, failed } = usePdfPage(file.url, page);
  if (failed)
    return <p className={styles.note}>This page could not be drawn. Download the PDF to read it.</p>;
  if (!drawn || !size) return <p className={styles.note}>Opening the PDF…</p>;
  return (
    <ZoomPan content={size} label={label} tool={tool} onPoint={onPoint} onBox={onBox} overlay={overlay}>
      {(scale) => <PdfCanvas page={drawn} scale={scale} label={label} />}
    </ZoomPan>
  );
}

/** The chunk's entry: FileView draws a PDF page through it once the chunk is in. */
export const drawPdf = (props: FileViewProps) => <PdfView {...props} />;
