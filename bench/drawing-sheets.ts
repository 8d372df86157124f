// The drawing set the design-review bench opens (issue 27): A1 landscape sheets with what a student's
// CAD export holds, so pdf.js has real work per page: a border and title block, a structural grid,
// rooms with walls and doors, hatching, dimension lines and labels — a few thousand vector paths
// and a hundred text runs a sheet.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A1 landscape in points (841 × 594 mm). */
export const A1: [number, number] = [2384, 1684];
const MARGIN = 60;
const TITLE_BLOCK = { width: 620, height: 260 };
const INK = rgb(0.08, 0.1, 0.18);
const FAINT = rgb(0.55, 0.6, 0.7);
const WALL = rgb(0.15, 0.15, 0.15);

/** A small deterministic generator, so every run draws the same sheets. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function titleBlock(page: PDFPage, font: PDFFont, title: string, sheet: number, sheets: number) {
  const [width] = A1;
  const x = width - MARGIN - TITLE_BLOCK.width;
  const y = MARGIN;
  page.drawRectangle({ x, y, ...TITLE_BLOCK, borderColor: INK, borderWidth: 2 });
  const rows = ['Project', 'Drawing', 'Scale', 'Drawn by', 'Checked', 'Date', 'Revision'];
  rows.forEach((label, i) => {
    const rowY = y + TITLE_BLOCK.height - 36 * (i + 1);
    page.drawLine({
      start: { x, y: rowY },
      end: { x: x + TITLE_BLOCK.width, y: rowY },
      thickness: 0.75,
      color: INK,
    });
    page.drawText(label, { x: x + 10, y: rowY + 12, size: 11, font, color: FAINT });
  });
  page.drawText(title, { x: x + 140, y: y + TITLE_BLOCK.height - 26, size: 16, font, color: INK });
  page.drawText(`Sheet ${sheet} of ${sheets}`, {
    x: x + 140,
    y: y + TITLE_BLOCK.height - 62,
    size: 16,
    font,
    color: INK,
  });
  page.drawText('1:100', { x: x + 140, y: y + TITLE_BLOCK.height - 98, size: 14, font, color: INK });
}

/** Grid lines every 240 pt with their bubbles' labels (A, B, … and 1, 2, …). */
function structuralGrid(page: PDFPage, font: PDFFont) {
  const [width, height] = A1;
  for (let x = MARGIN + 120, i = 0; x < width - MARGIN; x += 240, i++) {
    page.drawLine({
      start: { x, y: MARGIN + 300 },
      end: { x, y: height - MARGIN - 40 },
      thickness: 0.5,
      color: FAINT,
      dashArray: [18, 6, 3, 6],
    });
    page.drawCircle({ x, y: height - MARGIN - 20, size: 14, borderColor: INK, borderWidth: 1 });
    page.drawText(String.fromCharCode(65 + i), { x: x - 4, y: height - MARGIN - 25, size: 12, font });
  }
  for (let y = MARGIN + 340, i = 1; y < height - MARGIN - 60; y += 240, i++) {
    page.drawLine({
      start: { x: MARGIN + 40, y },
      end: { x: width - MARGIN, y },
      thickness: 0.5,
      color: FAINT,
      dashArray: [18, 6, 3, 6],
    });
    page.drawText(String(i), { x: MARGIN + 10, y: y - 4, size: 12, font });
  }
}

/** One room: walls as thick rectangles, a door swing, hatching, a dimension line and a label. */
function room(page: PDFPage, font: PDFFont, next: () => number, x: number, y: number, w: number, h: number) {
  page.drawRectangle({ x, y, width: w, height: h, borderColor: WALL, borderWidth: 4 });
  page.drawRectangle({
    x: x + 6,
    y: y + 6,
    width: w - 12,
    height: h - 12,
    borderColor: WALL,
    borderWidth: 0.5,
  });
  const door = 30 + next() * 20;
  page.drawLine({ start: { x: x + 20, y }, end: { x: x + 20, y: y + door }, thickness: 1, color: INK });
  page.drawCircle({
    x: x + 20,
    y,
    size: door,
    borderColor: FAINT,
    borderWidth: 0.4,
    opacity: 0,
    borderOpacity: 1,
  });
  // Hatching across the room: the bulk of the paths, as a tiled floor or a section fill.
  const step = 4 + Math.floor(next() * 3);
  for (let d = step; d < w + h; d += step) {
    const start = { x: x + Math.max(0, d - h), y: y + Math.min(d, h) };
    const end = { x: x + Math.min(d, w), y: y + Math.max(0, d - w) };
    page.drawLine({ start, end, thickness: 0.25, color: FAINT });
  }
  page.drawLine({ start: { x, y: y - 18 }, end: { x: x + w, y: y - 18 }, thickness: 0.5, color: INK });
  for (const tick of [x, x + w]) {
    page.drawLine({ start: { x: tick - 4, y: y - 22 }, end: { x: tick + 4, y: y - 14 }, thickness: 0.8 });
  }
  page.drawText(`${Math.round(w * 2.5)}`, { x: x + w / 2 - 12, y: y - 14, size: 8, font, color: INK });
  page.drawText(`Room ${Math.floor(next() * 90) + 10}`, { x: x + 14, y: y + h - 24, size: 10, font });
  page.drawText(`${(w * h * 0.0006).toFixed(1)} m²`.replace('²', '2'), {
    x: x + 14,
    y: y + h - 38,
    size: 8,
    font,
    color: FAINT,
  });
}

/** A set of `sheets` A1 landscape drawing sheets called `title`. */
export async function drawingSheets(title: string, sheets: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = A1;
  for (let n = 1; n <= sheets; n++) {
    const next = random(n);
    const page = doc.addPage(A1);
    page.drawRectangle({
      x: MARGIN / 2,
      y: MARGIN / 2,
      width: width - MARGIN,
      height: height - MARGIN,
      borderColor: INK,
      borderWidth: 3,
    });
    structuralGrid(page, font);
    titleBlock(page, font, title, n, sheets);
    for (let x = MARGIN + 140; x + 220 < width - MARGIN - 20; x += 240) {
      for (let y = MARGIN + 360; y + 200 < height - MARGIN - 60; y += 240) {
        const w = 150 + next() * 70;
        const h = 130 + next() * 70;
        room(page, font, next, x, y, w, h);
      }
    }
    page.drawText(`${title}: level ${n}`, { x: MARGIN + 40, y: MARGIN + 200, size: 36, font, color: INK });
  }
  return doc.save();
}
