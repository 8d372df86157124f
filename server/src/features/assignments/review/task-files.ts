import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '@atelier/contract/assignments';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import { MODEL_TEXT } from '@atelier/contract/models';
import type { TaskAccepts } from '@atelier/contract/reviews';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fail, HttpError } from '../../../lib/errors';
import type { FileToStore, NamedFile } from '../../../lib/upload-forms';
import { imageFacts, previewOf } from './image-preview';
import { inspectPdf } from './pdf-check';

/** What a submitted file is, as the review needs it. */
export interface FileFacts {
  kind: 'image' | 'pdf';
  pages: number;
  width: number | null;
  height: number | null;
}

const WRONG_KIND: Record<TaskAccepts, string> = {
  images: ASSIGNMENT_TEXT.notImage,
  pdf: ASSIGNMENT_TEXT.notPdf,
  both: ASSIGNMENT_TEXT.notImageOrPdf,
  model: MODEL_TEXT.notIfc,
};

/**
 * Reads each file of a task's submission by its bytes and refuses, before anything is stored, a
 * kind the task does not take (415), an image past 10 MB (413), an image that cannot be decoded,
 * and a PDF that is protected, broken or too long (400).
 */
export async function inspectTaskFiles(
  files: readonly NamedFile[],
  accepts: TaskAccepts,
): Promise<FileFacts[]> {
  const facts: FileFacts[] = [];
  for (const file of files) {
    const kind = file.extension === 'pdf' ? 'pdf' : 'image';
    const takes = accepts === 'both' || (kind === 'pdf') === (accepts === 'pdf');
    if (!takes) throw fail(UPLOAD_ERRORS.wrongType, WRONG_KIND[accepts]);
    if (kind === 'pdf') {
      const { pages } = await inspectPdf(await fs.readFile(file.path));
      facts.push({ kind, pages, width: null, height: null });
      continue;
    }
    if (file.bytes > ASSIGNMENT_LIMITS.imageBytes)
      throw fail(UPLOAD_ERRORS.tooLarge, ASSIGNMENT_TEXT.imageTooLarge);
    const size = await imageFacts(file.path);
    if (!size) throw fail(UPLOAD_ERRORS.wrongType, ASSIGNMENT_TEXT.imageBroken);
    facts.push({ kind, pages: 1, ...size });
  }
  return facts;
}

/** A preview made for a large image: where it waits, and which file it shows. */
export interface MadePreview extends FileToStore {
  of: number;
}

/**
 * Screen-sized WebP copies of the large images, in temporary files beside the upload (the caller
 * removes them with `discardPreviews` once they are stored or refused).
 */
export async function makePreviews(
  tmpDir: string,
  files: readonly NamedFile[],
  facts: readonly FileFacts[],
): Promise<MadePreview[]> {
  const made: MadePreview[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const fact = facts[i]!;
      if (fact.kind !== 'image' || fact.width === null || fact.height === null) continue;
      const preview = await previewOf(file.path, { width: fact.width, height: fact.height });
      if (!preview) continue;
      const where = path.join(tmpDir, `${randomUUID()}.preview`);
      await fs.writeFile(where, preview, { mode: 0o600 });
      made.push({ of: i, path: where, bytes: preview.length, extension: 'webp' });
    }
    return made;
  } catch (err) {
    await discardPreviews(made);
    throw err;
  }
}

export async function discardPreviews(made: readonly MadePreview[]): Promise<void> {
  await Promise.all(made.map((p) => fs.rm(p.path, { force: true })));
}

/**
 * A refusal of the task form worded for the task: the form takes images and PDFs alike (its limits
 * are the route's), so its "not a type we take" and "too large" are said again in the task's words
 * (an images-only task keeps the spec's image sentences).
 */
export function inTaskWords(err: unknown, accepts: TaskAccepts): unknown {
  if (!(err instanceof HttpError)) return err;
  if (err.code === UPLOAD_ERRORS.wrongType.code)
    return new HttpError(err.statusCode, WRONG_KIND[accepts], err.code);
  if (err.code === UPLOAD_ERRORS.tooLarge.code && accepts === 'images')
    return new HttpError(err.statusCode, ASSIGNMENT_TEXT.imageTooLarge, err.code);
  return err;
}
