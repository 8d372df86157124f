import { PdfCanvas, usePdfPage } from './pdf-page';
import styles from './compare.module.css';

/** A PDF page drawn to fill its box (the comparison's sides), in pdf.js's chunk. */
export default function PdfPicture({ url, page, label }: { url: string; page: number; label: string }) {
  const { page: drawn, failed } = usePdfPage(url, page);
  if (failed) return <span className={styles.wait}>This page could not be drawn.</span>;
  if (!drawn) return <span className={styles.wait}>Opening the PDF…</span>;
  return (
    <span className={styles.picture}>
      <PdfCanvas page={drawn} scale={1} label={label} />
    </span>
  );
}
