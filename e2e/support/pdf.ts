import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * A drawing set of `pages` A3 landscape sheets, as a student exports one: a border, a title block
 * saying "`title` — sheet n of N" and a grid of rooms, each page a little different.
 */
export async function drawingSet(title: string, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = [1191, 842];
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([width, height]);
    const ink = rgb(0.1, 0.15, 0.3);
    page.drawRectangle({
      x: 30,
      y: 30,
      width: width - 60,
      height: height - 60,
      borderColor: ink,
      borderWidth: 2,
    });
    for (let i = 0; i < 4 + n; i++) {
      page.drawRectangle({
        x: 80 + i * 150,
        y: 200 + (i % 2) * 180,
        width: 130,
        height: 160,
        borderColor: ink,
        borderWidth: 1.5,
      });
    }
    page.drawText(`${title} — sheet ${n} of ${pages}`, { x: 60, y: 60, size: 22, font, color: ink });
  }
  return Buffer.from(await doc.save());
}

/** The text of each page of a PDF as a reader extracts it: the server's tests read the record with the same function. */
export { pdfText } from '../../server/src/features/assignments/review/review-fixtures';
