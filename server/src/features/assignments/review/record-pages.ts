import type { IdsReport, ModelOutline, ModelStatus } from '@atelier/contract/models';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';

/** What the review record (review-record.ts) is made of, its page layout and its text setting. */

export interface RecordComment {
  author: string;
  at: Date;
  body: string;
}

export interface RecordPin {
  number: number;
  /** A 3D pin's element, and its snapshot (PNG) to print. */
  globalId?: string | null;
  snapshot?: (() => Promise<Buffer>) | null;
  fileId: string;
  page: number;
  x: number;
  y: number;
  w: number | null;
  h: number | null;
  status: 'open' | 'resolved';
  resolutionNote: string | null;
  comments: RecordComment[];
}

export interface RecordFile {
  id: string;
  kind: 'image' | 'pdf' | 'model';
  name: string;
  /** The stored file's extension (jpg, png, webp, gif, pdf). */
  extension: string;
  load(): Promise<Buffer>;
  /** A model's reading and report (kind `model`): the record describes the model, it cannot draw it. */
  model?: RecordModel;
}

export interface RecordModel {
  status: ModelStatus;
  error: string | null;
  outline: ModelOutline | null;
  report: IdsReport | null;
}

export interface RecordRevision {
  revision: number;
  submittedAt: Date;
  status: string;
  feedback: string | null;
  files: RecordFile[];
  pins: RecordPin[];
}

export interface RecordTask {
  taskNumber: number;
  code: string;
  revisions: RecordRevision[];
}

export interface ReviewRecord {
  assignment: { code: string; title: string };
  member: { name: string };
  madeAt: Date;
  tasks: RecordTask[];
}

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const OPEN = rgb(0.86, 0.15, 0.15);
export const RESOLVED = rgb(0.1, 0.55, 0.3);
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);

/** "26 Nov 2026, 14:05 UTC": the server knows no reader's time zone, so it says which one it uses. */
export function recordDate(at: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

/** Control characters out (a tab is a space); line breaks stay, as paragraphs. */
const printable = (text: string) =>
  text.replace(/\t/g, ' ').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ''); // eslint-disable-line no-control-regex

/** Breaks `text` into lines no wider than `width`, a word longer than a line broken where it must. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const tried = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(tried, size) <= width) {
        line = tried;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes lines down A4 pages, starting a new page when one is full. */
export class TextPages {
  private page: PDFPage | undefined;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {}

  line(text: string, { size = 10, color = INK, indent = 0, gap = 4 } = {}): void {
    for (const piece of wrap(text, this.font, size, A4[0] - 2 * MARGIN - indent)) {
      if (!this.page || this.y - size < MARGIN) this.newPage();
      this.y -= size;
      this.page!.drawText(piece, { x: MARGIN + indent, y: this.y, size, font: this.font, color });
      this.y -= gap;
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
}
