import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_TEXT } from '../messages';
import { fileProblem } from './picked-images';

const fileOf = (name: string, type: string, bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('what a task form takes', () => {
  const photo = fileOf('photo.png', 'image/png');
  const sheets = fileOf('sheets.pdf', 'application/pdf');

  it('takes images only for a task of images, in the spec-era words', () => {
    expect(fileProblem(photo)).toBeUndefined();
    expect(fileProblem(sheets)).toBe(ASSIGNMENT_TEXT.fileNotImage('sheets.pdf'));
  });

  it('takes PDFs only for a task of drawing sets, and both for a task of both', () => {
    expect(fileProblem(sheets, 'pdf')).toBeUndefined();
    expect(fileProblem(photo, 'pdf')).toBe('photo.png is not a PDF.');
    expect(fileProblem(photo, 'both')).toBeUndefined();
    expect(fileProblem(sheets, 'both')).toBeUndefined();
    expect(fileProblem(fileOf('notes.txt', 'text/plain'), 'both')).toBe(
      'notes.txt is neither an image nor a PDF.',
    );
  });

  it('lets a PDF be larger than an image', () => {
    const bigPdf = fileOf('set.pdf', 'application/pdf', 30 * 1024 * 1024);
    const bigPhoto = fileOf('big.png', 'image/png', 11 * 1024 * 1024);
    expect(fileProblem(bigPdf, 'both')).toBeUndefined();
    expect(fileProblem(bigPhoto, 'both')).toBe(ASSIGNMENT_TEXT.fileTooLarge('big.png'));
  });
});
