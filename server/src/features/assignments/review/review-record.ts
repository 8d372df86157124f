import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embeddableImage } from './image-preview';
import { addModelPages } from './record-model';
import {
  A4,
  MARGIN,
  MUTED,
  OPEN,
  RESOLVED,
  TextPages,
  recordDate,
  type RecordFile,
  type RecordPin,
  type ReviewRecord,
} from './record-pages';

export { recordDate };
export type {
  RecordComment,
  RecordFile,
  RecordModel,
  RecordPin,
  RecordRevision,
  RecordTask,
  ReviewRecord,
} from './record-pages';

/**
 * The review of a submission as one PDF (issue 27), for juries and the student's portfolio: a title
 * page, then every file of every revision with its pins drawn where they stand, each followed by the
 * threads of its pins (who said what and when). Text is set in DejaVu Sans, so names and comments
 * in any European script print as written; nothing is read as markup.
 */

const STATUS_WORDS: Record<string, string> = {
  submitted: 'submitted, awaiting review',
  accepted: 'accepted',
  changes_requested: 'changes requested',
};

const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let fontBytes: Promise<Buffer> | undefined;

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
    const where =
      file.kind === 'pdf' ? `, page ${pin.page}` : pin.globalId ? `, element ${pin.globalId}` : '';
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
        else if (file.kind === 'model') await addModelPages(doc, file, pins, font, heading);
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
