import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/src/features/assignments/review/review-fixtures';
import { A1, drawingSheets } from './drawing-sheets';

/** Vector paths pdf.js builds for each page: the work the review bench asks the browser to draw. */
async function pathsPerPage(bytes: Uint8Array): Promise<{ view: number[]; paths: number }[]> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { fnArray } = await page.getOperatorList();
    pages.push({ view: page.view, paths: fnArray.filter((op) => op === OPS.constructPath).length });
  }
  await doc.destroy();
  return pages;
}

describe('drawingSheets', () => {
  it('draws A1 landscape sheets of a few thousand paths each, titled and numbered', async () => {
    const bytes = await drawingSheets('Pavilion', 2);
    const pages = await pathsPerPage(bytes);
    expect(pages.map((p) => p.view)).toEqual([
      [0, 0, ...A1],
      [0, 0, ...A1],
    ]);
    for (const page of pages) expect(page.paths).toBeGreaterThan(2000);
    const text = await pdfText(bytes);
    expect(text[0]).toContain('Sheet 1 of 2');
    expect(text[1]).toContain('Pavilion: level 2');
  }, 30_000);
});
