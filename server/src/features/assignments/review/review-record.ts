import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embeddableImage } from './image-preview';

/**
 * The review of a submission as one PDF (issue 27), for juries and the student's portfolio: a title
 * page, then every file of every revision with its pins drawn where they stand, each followed by the
 * threads of its pins (who said what and when). Text is set in DejaVu Sans, so names and comments
 * in any European script print as written; nothing is read as markup.
 */

export interface RecordComment {
  author: string;
  at: Date;
  body: string;
}

export interface RecordPin {
  number: number;
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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const OPEN = rgb(0.86, 0.15, 0.15);
const RESOLVED = rgb(0.1, 0.55, 0.3);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

const STATUS_WORDS: Record<string, string> = {
  submitted: 'submitted, awaiting review',
  accepted: 'accepted',
  changes_requested: 'changes requested',
};

const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let fontBytes: Promise<Buffer> | undefined;

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
class TextPages {
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

/** Pins drawn on a page of `width` × `height` points, numbered as in the workspace. */
function drawPins(page: PDFPage, pins: readonly RecordPin[], font: PDFFont, box = page.getMediaBox()): void {
  const radius = Math.max(7, Math.min(box.width, box.height) * 0.014);
  for (const pin of pins) {
    const color = pin.status === 'open' ? OPEN : RESOLVED;
    const left = box.x + pin.x * box.width;
    const top = box.y + (1 - pin.y) * box.height;
    if (pin.w !== null && pin.h !== null) {
      page.drawRectangle({
        x: left,
        y: top - pin.h * box.height,
        width: pin.w * box.width,
        height: pin.h * box.height,
        borderColor: color,
        borderWidth: Math.max(1.5, radius / 5),
      });
    }
    page.drawCircle({ x: left, y: top, size: radius, color, borderColor: rgb(1, 1, 1), borderWidth: 1 });
    const label = String(pin.number);
    const size = radius * (label.length > 1 ? 0.95 : 1.2);
    page.drawText(label, {
      x: left - font.widthOfTextAtSize(label, size) / 2,
      y: top - size * 0.36,
      size,
      font,
      color: rgb(1, 1, 1),
    });
  }
}

async function addImagePages(
  doc: PDFDocument,
  file: RecordFile,
  pins: readonly RecordPin[],
  font: PDFFont,
  heading: string,
) {
  const { bytes, format } = await embeddableImage(await file.load(), file.extension);
  const image = format === 'jpg' ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
  const band = 28;
  const scale = Math.min((A4[1] - 2 * MARGIN) / image.width, (A4[1] - 2 * MARGIN - band) / image.height, 1.5);
  const width = image.width * scale;
  const height = image.height * scale;
  const page = doc.addPage([width + 2 * MARGIN, height + 2 * MARGIN + band]);
  page.drawText(heading, { x: MARGIN, y: height + MARGIN + band / 2, size: 10, font, color: MUTED });
  page.drawImage(image, { x: MARGIN, y: MARGIN, width, height });
  drawPins(page, pins, font, { x: MARGIN, y: MARGIN, width, height });
}

async function addPdfPages(doc: PDFDocument, file: RecordFile, pins: readonly RecordPin[], font: PDFFont) {
  const source = await PDFDocument.load(await file.load(), { ignoreEncryption: true, updateMetadata: false });
  const copied = await doc.copyPages(source, source.getPageIndices());
  copied.forEach((page, index) => {
    doc.addPage(page);
    drawPins(
      page,
      pins.filter((pin) => pin.page === index + 1),
      font,
      page.getCropBox(),
    );
  });
}

function writeThreads(text: TextPages, pins: readonly RecordPin[], file: RecordFile) {
  for (const pin of pins) {
    const where = file.kind === 'pdf' ? `, page ${pin.page}` : '';
    const state = pin.status === 'open' ? 'open' : 'resolved';
    text.line(`Pin ${pin.number}${where} (${state})`, { size: 11, gap: 6 });
    for (const comment of pin.comments) {
      text.line(`${comment.author}, ${recordDate(comment.at)}`, {
        size: 9,
        color: MUTED,
        indent: 12,
        gap: 2,
      });
      text.line(comment.body, { indent: 12, gap: 4 });
    }
    if (pin.status === 'resolved' && pin.resolutionNote) {
      text.line(`Resolved: ${pin.resolutionNote}`, { size: 9, color: RESOLVED, indent: 12 });
    }
    text.space(6);
  }
}

export async function buildReviewPdf(record: ReviewRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  fontBytes ??= fs.readFile(fontFile);
  const font = await doc.embedFont(await fontBytes, { subset: true });
  const title = `${record.assignment.code}: ${record.assignment.title}`;
  doc.setTitle(`Design review of ${title} by ${record.member.name}`);
  doc.setCreationDate(record.madeAt);
  doc.setProducer('Atelier');

  const cover = new TextPages(doc, font);
  cover.line('Design review', { size: 22, gap: 12 });
  cover.line(title, { size: 14, gap: 8 });
  cover.line(`Member: ${record.member.name}`, { gap: 4 });
  cover.line(`Made ${recordDate(record.madeAt)}`, { color: MUTED, gap: 16 });
  for (const task of record.tasks) {
    const latest = task.revisions.at(-1);
    const pins = task.revisions.flatMap((r) => r.pins);
    const open = pins.filter((p) => p.status === 'open').length;
    const state = latest
      ? `revision ${latest.revision}, ${STATUS_WORDS[latest.status] ?? latest.status}`
      : 'not submitted';
    cover.line(`Task ${task.taskNumber} (${task.code}): ${state}; ${pins.length} pins, ${open} open`);
  }

  for (const task of record.tasks) {
    for (const revision of task.revisions) {
      const about = new TextPages(doc, font);
      about.line(`Task ${task.taskNumber} (${task.code}), revision ${revision.revision}`, {
        size: 16,
        gap: 8,
      });
      about.line(
        `Submitted ${recordDate(revision.submittedAt)}: ${STATUS_WORDS[revision.status] ?? revision.status}`,
        {
          color: MUTED,
        },
      );
      if (revision.feedback) about.line(`Review: ${revision.feedback}`, { gap: 6 });
      for (const [index, file] of revision.files.entries()) {
        const pins = revision.pins.filter((pin) => pin.fileId === file.id);
        const heading = `Task ${task.taskNumber}, revision ${revision.revision}, file ${index + 1}: ${file.name}`;
        if (file.kind === 'pdf') await addPdfPages(doc, file, pins, font);
        else await addImagePages(doc, file, pins, font, heading);
        if (pins.length === 0) continue;
        const threads = new TextPages(doc, font);
        threads.line(`Comments on ${heading}`, { size: 12, gap: 10 });
        writeThreads(threads, pins, file);
      }
    }
  }
  return doc.save();
}
