import { REVIEW_ERRORS, REVIEW_LIMITS } from '@atelier/contract/reviews';
import { PDFDocument, ParseSpeeds } from 'pdf-lib';
import { fail } from '../../../lib/errors';

/** What the review needs of a PDF: how many pages it has. */
export interface PdfFacts {
  pages: number;
}

/**
 * Reads a PDF whose first bytes already said it is one (lib/uploads.ts) and refuses what a reviewer
 * could not open: a password-protected file, one that does not parse, one with no page or more pages
 * than a drawing set has. The parser yields to the event loop as it goes (ParseSpeeds.Medium), so
 * a 50 MB sheet set does not stop other requests while it is read.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfFacts> {
  let doc: PDFDocument;
  try {
    // Loaded even when encrypted, to tell that apart from a broken file (pdf-lib's own error
    // class does not survive its ES5 build for an instanceof).
    doc = await PDFDocument.load(bytes, {
      parseSpeed: ParseSpeeds.Medium,
      updateMetadata: false,
      ignoreEncryption: true,
    });
  } catch {
    throw fail(REVIEW_ERRORS.pdfBroken);
  }
  if (doc.isEncrypted) throw fail(REVIEW_ERRORS.pdfEncrypted);
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    throw fail(REVIEW_ERRORS.pdfBroken);
  }
  if (pages === 0) throw fail(REVIEW_ERRORS.pdfBroken);
  if (pages > REVIEW_LIMITS.pdfPages) throw fail(REVIEW_ERRORS.pdfTooLong);
  return { pages };
}
