/**
 * What an uploaded model is, decided by its bytes only (never its name or MIME type): an `.ifczip`
 * (a zip holding one `.ifc`, unpacked here within limits) or a STEP file with a FILE_SCHEMA we read,
 * whole down to its END-ISO-10303-21. Every refusal is the contract's 4xx, thrown before a job runs.
 */
import { MODEL_ERRORS, MODEL_LIMITS } from '@atelier/contract/models';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError, fail } from '../../lib/errors';
import { looksLikeStep } from './ifc/ifc-model';
import { schemaNameOf } from './ifc/ifc-schema';

export interface RecognisedModel {
  /** The `.ifc` to read: the upload itself, or the one unpacked from the `.ifczip` into tmpDir. */
  ifcPath: string;
  /** Bytes of the `.ifc` (unpacked). */
  bytes: number;
  /** `IFC2X3`, `IFC4` or `IFC4X3`. */
  schema: string;
  fromZip: boolean;
  /** Deletes what recogniseModel wrote (the unpacked `.ifc`); never the upload itself. */
  discard(): Promise<void>;
}

export interface ModelFileLimits {
  zipEntries: number;
  unpackedBytes: number;
}

const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 4 * 1024;
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const STEP_END = 'END-ISO-10303-21;';

async function readEnds(file: string): Promise<{ head: Buffer; tail: Buffer; bytes: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (length: number, position: number) => {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const head = await read(Math.min(HEAD_BYTES, size), 0);
    const tail = await read(Math.min(TAIL_BYTES, size), Math.max(0, size - TAIL_BYTES));
    return { head, tail, bytes: size };
  } finally {
    await handle.close();
  }
}

/** The schema a STEP file declares, refusing anything but an IFC we read that ends as STEP files end. */
function stepSchema(head: Buffer, tail: Buffer): string {
  if (!looksLikeStep(head)) throw fail(MODEL_ERRORS.notIfc);
  const declared = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(head.toString('latin1'))?.[1];
  if (declared === undefined) throw fail(MODEL_ERRORS.notIfc);
  const schema = schemaNameOf(declared.trim());
  if (!schema) throw fail(MODEL_ERRORS.unknownSchema);
  if (!tail.toString('latin1').includes(STEP_END)) throw fail(MODEL_ERRORS.modelCutShort);
  return schema;
}

export async function recogniseModel(
  file: string,
  tmpDir: string,
  limits: ModelFileLimits = MODEL_LIMITS,
): Promise<RecognisedModel> {
  const upload = await readEnds(file);
  if (!upload.head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const schema = stepSchema(upload.head, upload.tail);
    return { ifcPath: file, bytes: upload.bytes, schema, fromZip: false, discard: async () => {} };
  }
  const ifcPath = path.join(tmpDir, `${randomUUID()}.ifc`);
  const discard = () => rm(ifcPath, { force: true });
  try {
    await unpackModel(file, ifcPath, limits);
    const inner = await readEnds(ifcPath);
    return {
      ifcPath,
      bytes: inner.bytes,
      schema: stepSchema(inner.head, inner.tail),
      fromZip: true,
      discard,
    };
  } catch (err) {
    await discard();
    throw err;
  }
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** Every entry's header; yauzl refuses absolute names and `..` segments (zip-slip) as it reads them. */
const readEntries = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

/** macOS's zip adds `__MACOSX/._name.ifc` resource forks beside each file: they are not models. */
const isModelEntry = (name: string) =>
  !name.endsWith('/') && name.toLowerCase().endsWith('.ifc') && !name.startsWith('__MACOSX/');

/** Counts the bytes as they inflate and stops at the limit, whatever the zip's headers claim. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? fail(MODEL_ERRORS.zipTooLarge) : null, chunk);
    },
  });
}

/** Streams the one `.ifc` of the zip to `target` (a name of ours: no name from the zip is a path). */
async function unpackModel(file: string, target: string, limits: ModelFileLimits): Promise<void> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(file);
    if (zip.entryCount > limits.zipEntries) throw fail(MODEL_ERRORS.zipTooManyEntries);
    const entries = await readEntries(zip);
    if (entries.some((e) => e.isEncrypted())) throw fail(MODEL_ERRORS.zipBroken);
    const models = entries.filter((e) => isModelEntry(e.fileName));
    const [model] = models;
    if (!model) throw fail(MODEL_ERRORS.zipNoModel);
    if (models.length > 1) throw fail(MODEL_ERRORS.zipTwoModels);
    if (model.uncompressedSize > limits.unpackedBytes) throw fail(MODEL_ERRORS.zipTooLarge);
    await pipeline(
      await openEntry(zip, model),
      byteLimit(limits.unpackedBytes),
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    );
  } catch (err) {
    throw err instanceof HttpError ? err : fail(MODEL_ERRORS.zipBroken);
  } finally {
    zip?.close();
  }
}
