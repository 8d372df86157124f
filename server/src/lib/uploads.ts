import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import { fail } from './errors';
import { CONTENT_TYPES, type FileExtension } from './storage';

/**
 * Multipart forms for the routes registered beside it, and only for them: register it inside the
 * scope (`app.register(async (forms) => { await forms.register(multipartForms); forms.post(…) })`)
 * of the routes that call `request.parts()` with their own limits. Registered globally,
 * @fastify/multipart adds two async hooks and a listener to every request of the app, about a
 * tenth of a cached poll's cost; elsewhere a multipart body is answered 415 by Fastify.
 * These defaults refuse anything larger than a small form.
 */
export const multipartForms = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 20, parts: 21, fieldSize: 4096, headerPairs: 50 },
  });
});

/** A file received into a temporary place, its size counted and its type read from its bytes. */
export interface ReceivedFile {
  path: string;
  bytes: number;
  extension: FileExtension;
  /** Removes the temporary file; safe to call twice. */
  discard(): Promise<void>;
}

export interface ReceiveOptions {
  /** Where temporary files go (`DATA_DIR/tmp`). */
  tmpDir: string;
  /** The stream ends early (truncated) past this many bytes: @fastify/multipart's `fileSize`. */
  maxBytes: number;
  /** The types accepted, by extension; the bytes decide, not the name or the client's MIME type. */
  accept: readonly FileExtension[];
  /** The 413 text (the spec words the PDF one). */
  tooLarge: string;
  /** The 415 text. */
  wrongType: string;
  /**
   * Types the received file from its bytes instead of `file-type` (which knows no STEP text): a
   * form whose files it cannot name (IFC models) says how to read them.
   */
  recognise?: (path: string) => Promise<FileExtension | undefined>;
}

/**
 * Streams one uploaded file to a temporary file (never into memory), refusing it with 413 when the
 * stream was cut at the size limit and with 415 when its first bytes are not an accepted type. On
 * any refusal nothing is left behind.
 */
export async function receiveFile(
  file: Readable & { truncated?: boolean },
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  await fsp.mkdir(options.tmpDir, { recursive: true });
  const tmpPath = path.join(options.tmpDir, `${randomUUID()}.upload`);
  const discard = () => fsp.rm(tmpPath, { force: true });
  try {
    await pipeline(file, fs.createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
    if (file.truncated) throw fail(UPLOAD_ERRORS.tooLarge, options.tooLarge);
    const { size } = await fsp.stat(tmpPath);
    if (size > options.maxBytes) throw fail(UPLOAD_ERRORS.tooLarge, options.tooLarge);
    const extension = await (options.recognise ?? typeOf)(tmpPath);
    if (!extension || !options.accept.includes(extension))
      throw fail(UPLOAD_ERRORS.wrongType, options.wrongType);
    return { path: tmpPath, bytes: size, extension, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}

async function typeOf(file: string): Promise<FileExtension | undefined> {
  // From the file, not a fixed sample: an Office document is a zip whose parts file-type reads as it needs.
  const found = await fileTypeFromFile(file);
  if (!found) return undefined;
  const entry = Object.entries(CONTENT_TYPES).find(([, mime]) => mime === found.mime);
  return entry?.[0] as FileExtension | undefined;
}

/** How long a refused upload is read before the connection is closed on the rest (a slow link). */
const DISCARD_MS = 10_000;

/** Room for a form's text fields and multipart boundaries beside its files. */
const FORM_OVERHEAD = 1024 * 1024;

/** The most a form of these options can carry: what a refusal reads before giving up. */
export function formBytes(opts: { maxFiles: number; file: { maxBytes: number } }): number {
  return opts.maxFiles * opts.file.maxBytes + FORM_OVERHEAD;
}

/**
 * Before a refused upload is answered: reads and drops what is left of its body, up to `maxBytes`
 * or `maxMs` (answering and closing while the client is still writing makes it see a network error,
 * "fetch failed", instead of the message), and marks the answer `connection: close`, which ends
 * whatever is left past either bound.
 */
export function discardRest(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  maxMs = DISCARD_MS,
): Promise<void> {
  reply.header('connection', 'close');
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        raw.pause();
        done();
      }
    };
    const timer = setTimeout(done, maxMs);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    // The form parser that was reading it has stopped; left piped to it, the body waits on it forever.
    raw.unpipe();
    raw.resume();
  });
}
