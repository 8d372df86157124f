import type { IdsReport, ModelOutline } from '@atelier/contract/models';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import {
  A4,
  MARGIN,
  MUTED,
  OPEN,
  RESOLVED,
  TextPages,
  type RecordFile,
  type RecordPin,
} from './record-pages';

/**
 * A model in the review record (issue 28): a PDF cannot show it in 3D, so the record names it, says
 * what it holds (schema, site and building, storeys, elements by class), gives the IDS result per
 * specification, then prints each 3D pin's snapshot with its number. The threads follow as for drawings.
 */

function describeOutline(text: TextPages, outline: ModelOutline): void {
  text.line(`Schema: ${outline.schema}`);
  if (outline.site) text.line(`Site: ${outline.site}`);
  if (outline.building) text.line(`Building: ${outline.building}`);
  text.line(`Storeys: ${outline.storeys.length}`, { gap: 2 });
  for (const storey of outline.storeys) {
    text.line(`${storey.name || 'Unnamed storey'}: ${storey.elements} elements`, { indent: 12, gap: 2 });
  }
  text.space(4);
  text.line(`Elements: ${outline.elements}`, { gap: 2 });
  for (const [type, n] of Object.entries(outline.counts)) text.line(`${type}: ${n}`, { indent: 12, gap: 2 });
  text.space(8);
}

function describeReport(text: TextPages, report: IdsReport): void {
  text.line(`IDS: ${report.title}, ${report.status === 'pass' ? 'passes' : 'fails'}`, { size: 12, gap: 6 });
  for (const spec of report.specifications) {
    text.line(`${spec.name} (${spec.usage}): ${spec.status === 'pass' ? 'pass' : 'fail'}`, {
      color: spec.status === 'pass' ? RESOLVED : OPEN,
      gap: 2,
    });
    text.line(`${spec.applicable} applicable, ${spec.passed} passed, ${spec.failed} failed`, {
      size: 9,
      color: MUTED,
      indent: 12,
    });
  }
}

/** The snapshot of each 3D pin, one to a page, with its number and element. */
async function addSnapshots(doc: PDFDocument, pins: readonly RecordPin[], font: PDFFont, heading: string) {
  for (const pin of pins) {
    if (!pin.snapshot) continue;
    const image = await doc.embedPng(await pin.snapshot());
    const scale = Math.min((A4[0] - 2 * MARGIN) / image.width, (A4[1] - 3 * MARGIN) / image.height, 1);
    const page = doc.addPage(A4);
    const caption = `Pin ${pin.number}, element ${pin.globalId ?? ''} (${pin.status})`;
    page.drawText(heading, { x: MARGIN, y: A4[1] - MARGIN, size: 9, font, color: MUTED });
    page.drawText(caption, { x: MARGIN, y: A4[1] - MARGIN - 18, size: 12, font });
    const height = image.height * scale;
    page.drawImage(image, { x: MARGIN, y: A4[1] - MARGIN - 30 - height, width: image.width * scale, height });
  }
}

export async function addModelPages(
  doc: PDFDocument,
  file: RecordFile,
  pins: readonly RecordPin[],
  font: PDFFont,
  heading: string,
): Promise<void> {
  const text = new TextPages(doc, font);
  text.line(heading, { size: 9, color: MUTED, gap: 8 });
  text.line(`Model: ${file.name}`, { size: 14, gap: 8 });
  const model = file.model;
  if (model?.status === 'failed') text.line(model.error ?? 'Could not read this model', { color: OPEN });
  else if (!model?.outline) text.line('This model has not been read yet.', { color: MUTED });
  if (model?.outline) describeOutline(text, model.outline);
  if (model?.report) describeReport(text, model.report);
  text.line(`3D pins: ${pins.length}`, { gap: 4 });
  await addSnapshots(doc, pins, font, heading);
}
