import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawingPdf, pdfText, plainImage } from './review-fixtures';
import { buildReviewPdf, recordDate, type ReviewRecord } from './review-record';

const at = new Date('2026-11-20T09:30:00Z');

async function record(): Promise<ReviewRecord> {
  const image = await plainImage(1200, 800, 'webp');
  const sheets = Buffer.from(await drawingPdf(3));
  return {
    assignment: { code: 'SL-07', title: 'Pavilion in the park' },
    member: { name: 'Zoë Ødegård' },
    madeAt: at,
    tasks: [
      {
        taskNumber: 1,
        code: 'T1',
        revisions: [
          {
            revision: 1,
            submittedAt: at,
            status: 'changes_requested',
            feedback: 'Tighten the section drawings.',
            files: [
              { id: 'img', kind: 'image', name: 'plan.webp', extension: 'webp', load: async () => image },
              { id: 'pdf', kind: 'pdf', name: 'sheets.pdf', extension: 'pdf', load: async () => sheets },
            ],
            pins: [
              {
                number: 1,
                fileId: 'img',
                page: 1,
                x: 0.25,
                y: 0.5,
                w: null,
                h: null,
                status: 'resolved',
                resolutionNote: 'Fixed in revision 2',
                comments: [
                  {
                    author: 'Mentor Maria',
                    at,
                    body: 'The stair does not reach the landing — check the rise.',
                  },
                  { author: 'Zoë Ødegård', at, body: 'Über-checked: 18 risers of 17 cm now.' },
                ],
              },
              {
                number: 2,
                fileId: 'pdf',
                page: 2,
                x: 0.1,
                y: 0.1,
                w: 0.3,
                h: 0.2,
                status: 'open',
                resolutionNote: null,
                comments: [
                  { author: 'Mentor Maria', at, body: '<b>Not bold</b> the north arrow is missing' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('the review record', () => {
  it('holds a title page, every file and PDF page, and every comment with who said it and when', async () => {
    const bytes = await buildReviewPdf(await record());
    const doc = await PDFDocument.load(bytes);
    // title, task page, the image, its threads, three sheets, their threads
    expect(doc.getPageCount()).toBe(8);
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain('SL-07: Pavilion in the park');
    expect(text).toContain('Member: Zoë Ødegård');
    expect(text).toContain('The stair does not reach the landing — check the rise.');
    expect(text).toContain('Über-checked: 18 risers of 17 cm now.');
    expect(text).toContain('<b>Not bold</b> the north arrow is missing');
    expect(text).toContain('Pin 2, page 2 (open)');
    expect(text).toContain('Resolved: Fixed in revision 2');
    expect(text).toContain(`Mentor Maria, ${recordDate(at)}`);
    expect(text).toContain('Sheet 3');
  });

  it('draws each pin on its own page of a PDF', async () => {
    const bytes = await buildReviewPdf(await record());
    const pages = await pdfText(bytes);
    const sheet2 = pages.findIndex((p) => p.includes('Sheet 2'));
    expect(pages[sheet2]).toMatch(/\b2\b/);
    const sheet3 = pages.findIndex((p) => p.includes('Sheet 3'));
    expect(pages[sheet3]).not.toMatch(/(^|\s)2(\s|$)/);
  });

  it('dates in UTC and says so', () => {
    expect(recordDate(at)).toBe('20 Nov 2026, 09:30 UTC');
  });
});
