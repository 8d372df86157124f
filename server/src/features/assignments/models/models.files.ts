import { MODEL_ERRORS, MODEL_LIMITS, MODEL_TEXT, idsFormSchema } from '@atelier/contract/models';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import { fail, HttpError } from '../../../lib/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import { z } from 'zod';
import { taskModels } from '../../../db/schema/models';
import type { FileExtension } from '../../../lib/storage';
import type { UploadForm } from '../../../lib/upload-forms';

/** The first bytes of a received file. */
async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A model's type from its first bytes (file-type knows no STEP text): the STEP header, or a zip (an
 * `.ifczip`, opened and checked by the bim reader before anything is kept). Anything else is not a model.
 */
export async function modelTypeOf(file: string): Promise<FileExtension | undefined> {
  const start = await head(file, 64);
  if (start.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return 'zip';
  const text = start
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  return text.startsWith('ISO-10303-21;') ? 'ifc' : undefined;
}

/** A model, `.ifc` or `.ifczip`, in the part `model`; no text parts. */
export const MODEL_FORM = {
  filePart: 'model',
  maxFiles: 1,
  fields: z.object({}),
  file: {
    maxBytes: MODEL_LIMITS.modelBytes,
    accept: ['ifc', 'zip'],
    recognise: modelTypeOf,
    tooLarge: MODEL_TEXT.modelTooLarge,
    wrongType: MODEL_TEXT.notIfc,
  },
  tooMany: 'Send one model at a time.',
  tooManyStatus: 400,
  note: 'One `.ifc` (IFC2X3, IFC4 or IFC4X3) or `.ifczip` holding one; its bytes decide, not its name.',
} satisfies UploadForm;

/** An IDS, in the part `ids`: any file reaches the IDS reader, which refuses what is not one, with why. */
export const IDS_FORM = {
  filePart: 'ids',
  maxFiles: 1,
  fields: idsFormSchema,
  file: {
    maxBytes: MODEL_LIMITS.idsBytes,
    accept: ['xml'],
    recognise: async () => 'xml' as const,
    tooLarge: MODEL_TEXT.idsTooLarge,
    wrongType: MODEL_TEXT.notIds,
  },
  tooMany: 'Send one IDS.',
  tooManyStatus: 400,
  note: '`requirePass` (true or false): whether a model must pass every required specification to be submitted.',
} satisfies UploadForm;

/** A stored model waits this long for its row (the request storing it) before the sweep may take it. */
const MODEL_GRACE_MS = 60 * 60 * 1000;

/** Models and their summaries are named by their task_models row, draft or submitted. */
export function defineModelKind(app: FastifyInstance): void {
  app.uploads.defineKind('models', {
    claimed: (key) =>
      sql`EXISTS (SELECT 1 FROM ${taskModels} WHERE ${taskModels.key} = ${key} OR ${taskModels.summaryKey} = ${key})`,
    graceMs: MODEL_GRACE_MS,
  });
}

/** The upload form's own 415 and 413 said with the models' codes, as the bim reader's refusals are. */
export function inModelWords(kind: 'model' | 'ids') {
  return (err: unknown): never => {
    if (err instanceof HttpError && err.code === UPLOAD_ERRORS.wrongType.code)
      throw fail(MODEL_ERRORS.notIfc);
    if (err instanceof HttpError && err.code === UPLOAD_ERRORS.tooLarge.code)
      throw fail(kind === 'model' ? MODEL_ERRORS.modelTooLarge : MODEL_ERRORS.idsTooLarge);
    throw err;
  };
}
