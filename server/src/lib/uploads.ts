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
import { HttpError } from './errors';
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
    if (file.truncated) throw new HttpError(413, options.tooLarge);
    const { size } = await fsp.stat(tmpPath);
    if (size > options.maxBytes) throw new HttpError(413, options.tooLarge);
    const extension = await typeOf(tmpPath);
    if (!extension || !options.accept.includes(extension)) throw new HttpError(415, options.wrongType);
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
export function formBytes(opts: Pick<FormOptions, 'maxFiles' | 'file'>): number {
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

export interface FormOptions {
  /** The one part name files may come in (several files share it). */
  filePart: string;
  /** How many files at most; more is a 413 with `tooMany`. */
  maxFiles: number;
  /** The text fields a form may have; any other part is a 400. */
  fields: readonly string[];
  /** Each file, as `receiveFile` takes it (the size is cut while it streams). */
  file: Omit<ReceiveOptions, 'tmpDir'>;
  tooMany: string;
  /** The status of `tooMany` (default 413; a one-file upload says 400, "send one file"). */
  tooManyStatus?: 400 | 413;
  /** The 400 for a part the form does not have (default: `"<name>" is not a field of this form.`). */
  unknownPart?: (name: string) => string;
  /** The 400 for a form that cannot be read (cut short, malformed). */
  unreadable?: string;
  /** The longest text field in bytes (default 64 KB). */
  fieldBytes?: number;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes every received file's temporary copy; safe to call twice. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart form whose files all come in one part name: text fields into memory (small,
 * capped), each file streamed to a temporary file and typed by its bytes. Any refusal removes
 * what was received, reads what is left of the body (`discardRest`) so the client hears the
 * refusal, and closes the connection.
 */
export async function receiveForm(
  request: FastifyRequest,
  reply: FastifyReply,
  tmpDir: string,
  opts: FormOptions,
): Promise<ReceivedForm> {
  const unreadable = opts.unreadable ?? 'The form could not be read. Please send it again.';
  const unknownPart = opts.unknownPart ?? ((name: string) => `"${name}" is not a field of this form.`);
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((f) => f.discard()));
  };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: opts.file.maxBytes,
        files: opts.maxFiles,
        // One more than the form has, so a stray field is named in a 400 rather than cut off.
        fields: opts.fields.length + 1,
        parts: opts.maxFiles + opts.fields.length + 1,
        fieldSize: opts.fieldBytes ?? 64 * 1024,
        headerPairs: 50,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.filePart) {
          part.file.resume();
          throw new HttpError(400, unknownPart(part.fieldname));
        }
        files.push(await receiveFile(part.file, { ...opts.file, tmpDir }));
      } else {
        if (!opts.fields.includes(part.fieldname)) throw new HttpError(400, unknownPart(part.fieldname));
        if (typeof part.value !== 'string' || part.valueTruncated) throw new HttpError(400, unreadable);
        if (Object.hasOwn(fields, part.fieldname))
          throw new HttpError(400, `"${part.fieldname}" was sent twice.`);
        fields[part.fieldname] = part.value;
      }
    }
    return { fields, files, discard };
  } catch (err) {
    await discard();
    await discardRest(request, reply, formBytes(opts));
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, opts.file.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(opts.tooManyStatus ?? 413, opts.tooMany);
    throw new HttpError(400, unreadable);
  }
}
