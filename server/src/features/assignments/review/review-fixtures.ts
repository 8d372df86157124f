import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';

/** A drawing set of `pages` A3 landscape sheets, each titled "Sheet n" (tests and the bench make their PDFs here). */
export async function drawingPdf(pages: number, size: [number, number] = [1191, 842]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage(size);
    page.drawRectangle({
      x: 40,
      y: 40,
      width: size[0] - 80,
      height: size[1] - 80,
      borderColor: rgb(0, 0, 0),
      borderWidth: 2,
    });
    page.drawText(`Sheet ${n}`, { x: 60, y: size[1] - 90, size: 28, font });
  }
  return doc.save();
}

/** A PDF that says it is encrypted (an /Encrypt dictionary in its trailer), as a password-protected export does. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await drawingPdf(1));
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([PDFName.of('x'), PDFName.of('x')]);
  return doc.save({ useObjectStreams: false });
}

/** An image of `width` × `height` pixels in one colour, as PNG (or JPEG). */
export function plainImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** The text of each page of a PDF, as a reader extracts it (pdf.js, as in the browser). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const doc = await getDocument({
    standardFontDataUrl: fonts,
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}
