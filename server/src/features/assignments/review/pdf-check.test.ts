import { REVIEW_ERRORS } from '@atelier/contract/reviews';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-check';
import { drawingPdf, encryptedPdf } from './review-fixtures';

describe('inspectPdf', () => {
  it('counts the pages of a drawing set', async () => {
    await expect(inspectPdf(await drawingPdf(3))).resolves.toEqual({ pages: 3 });
  });

  it('refuses a password-protected PDF with its own message', async () => {
    await expect(inspectPdf(await encryptedPdf())).rejects.toMatchObject({
      statusCode: 400,
      code: REVIEW_ERRORS.pdfEncrypted.code,
    });
  });

  it.each([
    ['only a header', new TextEncoder().encode('%PDF-1.7\n%garbage that is no PDF at all\n')],
    [
      'random bytes after the header',
      Uint8Array.from({ length: 4000 }, (_, i) => (i < 8 ? '%PDF-1.4'.charCodeAt(i) : (i * 73) % 256)),
    ],
  ])('refuses a PDF that cannot be read (%s) as broken', async (_, bytes) => {
    await expect(inspectPdf(bytes)).rejects.toMatchObject({
      statusCode: 400,
      code: REVIEW_ERRORS.pdfBroken.code,
    });
  });
});
