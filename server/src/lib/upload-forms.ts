import { COMMON_ERRORS } from '@atelier/contract/errors';
import { UPLOAD_ERRORS, UPLOAD_TEXT } from '@atelier/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, HttpError } from './errors';
import type { Uploader } from './upload-ledger';
import { discardRest, formBytes, receiveFile, type ReceivedFile, type ReceiveOptions } from './uploads';

/**
 * Multipart forms declared once (`UploadForm`, named in the route's `config.form`), read by their
 * contract schema (`receiveForm`), their files kept in one way (`withStoredFiles`); decision 025.
 * Streaming one file and dropping a refused body are lib/uploads.ts.
 */

/** How each file of a form is checked while it streams (`receiveFile` without the temporary place). */
export type FileRules = Omit<ReceiveOptions, 'tmpDir'>;

/**
 * A multipart form, declared once and named in its route's config (`config: { form }`): `receiveForm`
 * reads the body by it, and /api/docs describes the route's parts from it (plugins/openapi.ts).
 * Its files all come in one part name; its text parts are read by a contract schema.
 */
export interface UploadForm<Fields extends z.ZodObject = z.ZodObject> {
  /** The one part name files may come in (several files share it). */
  filePart: string;
  /** How many files at most; more is a 413 with `tooMany`. */
  maxFiles: number;
  /** The text parts, by the contract's schema: its keys are the only text parts the form has. */
  fields: Fields;
  /** Each file, as `receiveFile` takes it (the size is cut while it streams). */
  file: FileRules;
  tooMany: string;
  /** The status of `tooMany` (default 413; a one-file upload says 400, "send one file"). */
  tooManyStatus?: 400 | 413;
  /** The 400 for a part the form does not have (default: `"<name>" is not a field of this form.`). */
  unknownPart?: (name: string) => string;
  /** The 400 for a form that cannot be read (cut short, malformed). */
  unreadable?: string;
  /** The longest text field in bytes (default 64 KB). */
  fieldBytes?: number;
  /** What the docs say of the form beyond its parts (a field holding JSON, a least number of files). */
  note?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form the route reads (lib/uploads.ts); /api/docs describes its parts from it. */
    form?: UploadForm;
  }
}

/**
 * Refusals that need no file (the submission is someone else's, the assignment is locked), run
 * before the form is read: a refusal first reads and drops the rest of the body (`discardRest`) so
 * a client still sending hears it.
 */
export async function refuseBeforeForm(
  request: FastifyRequest,
  reply: FastifyReply,
  form: Pick<UploadForm, 'maxFiles' | 'file'>,
  check: () => Promise<void>,
): Promise<void> {
  try {
    await check();
  } catch (err) {
    await discardRest(request, reply, formBytes(form));
    throw err;
  }
}

/** A received file with the name the client gave it (cleaned: shown, never used as a path). */
export type NamedFile = ReceivedFile & { name: string };

/** A client's file name as a label: its last path segment, printable, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  return (
    last
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '')
      .trim()
      .slice(0, 120)
  );
}

export interface ReceivedForm<Fields = Record<string, unknown>> {
  fields: Fields;
  files: NamedFile[];
  /** Removes every received file's temporary copy; safe to call twice. */
  discard(): Promise<void>;
}

/** Called once each file has arrived, with the bytes of every file so far: refuses past a quota. */
export type QuotaCheck = (bytes: number) => Promise<void>;

/** A refused text part, worded as every validation 400 is: `<path>: <problem>`, with its issues. */
function refusedFields(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    in: 'body' as const,
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = issues[0]!;
  const text = first.path ? `${first.path}: ${first.message}` : first.message;
  return new HttpError(400, text, COMMON_ERRORS.invalid.code, issues);
}

/**
 * Reads the multipart form its route declares (`config.form`): text parts into memory (small,
 * capped) and checked by the form's schema, each file streamed to a temporary file and typed by
 * its bytes, `quota` asked after each file. Any refusal removes what was received, reads what is
 * left of the body (`discardRest`) so the client hears the refusal, and closes the connection.
 */
export async function receiveForm<Fields extends z.ZodObject>(
  request: FastifyRequest,
  reply: FastifyReply,
  tmpDir: string,
  form: UploadForm<Fields>,
  quota?: QuotaCheck,
): Promise<ReceivedForm<z.output<Fields>>> {
  if (request.routeOptions.config.form !== form) {
    throw new Error(`${request.routeOptions.url} reads a form its config does not declare`);
  }
  const unreadable = form.unreadable ?? UPLOAD_TEXT.unreadable;
  const unknownPart = form.unknownPart ?? UPLOAD_TEXT.unknownPart;
  if (!request.isMultipart()) throw fail(UPLOAD_ERRORS.notMultipart);
  const names = Object.keys(form.fields.shape);
  const sent: Record<string, string> = {};
  const files: NamedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((f) => f.discard()));
  };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: form.file.maxBytes,
        files: form.maxFiles,
        // One more than the form has, so a stray field is named in a 400 rather than cut off.
        fields: names.length + 1,
        parts: form.maxFiles + names.length + 1,
        fieldSize: form.fieldBytes ?? 64 * 1024,
        headerPairs: 50,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== form.filePart) {
          part.file.resume();
          throw fail(UPLOAD_ERRORS.unknownPart, unknownPart(part.fieldname));
        }
        files.push({
          ...(await receiveFile(part.file, { ...form.file, tmpDir })),
          name: cleanFileName(part.filename),
        });
        await quota?.(files.reduce((sum, f) => sum + f.bytes, 0));
      } else {
        if (!names.includes(part.fieldname))
          throw fail(UPLOAD_ERRORS.unknownPart, unknownPart(part.fieldname));
        if (typeof part.value !== 'string' || part.valueTruncated)
          throw fail(UPLOAD_ERRORS.unreadable, unreadable);
        if (Object.hasOwn(sent, part.fieldname))
          throw fail(UPLOAD_ERRORS.sentTwice, UPLOAD_TEXT.sentTwice(part.fieldname));
        sent[part.fieldname] = part.value;
      }
    }
    const parsed = form.fields.safeParse(sent);
    if (!parsed.success) throw refusedFields(parsed.error);
    return { fields: parsed.data, files, discard };
  } catch (err) {
    await discard();
    await discardRest(request, reply, formBytes(form));
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(UPLOAD_ERRORS.tooLarge, form.file.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(form.tooManyStatus ?? 413, form.tooMany, UPLOAD_ERRORS.tooMany.code);
    throw fail(UPLOAD_ERRORS.unreadable, unreadable);
  }
}

/** `receiveForm` into the app's temporary place, asking the quota of `who` after each file. */
export const receiveUpload = <Fields extends z.ZodObject>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Uploader,
  form: UploadForm<Fields>,
) => receiveForm(request, reply, app.uploadTmpDir, form, app.uploads.precheck(reply, who));

/** A received file once kept: its storage key beside what was received. */
export interface StoredFile extends FileToStore {
  key: string;
}
export type FileToStore = Pick<ReceivedFile, 'path' | 'bytes' | 'extension'>;

/** Where a form's files are kept: for whom (the quota) and under which kind (the sweep). */
export interface StorePlace {
  reply: FastifyReply;
  who: Uploader;
  kind: string;
}

/**
 * The one way a form's files end up named by a row. `work` refuses what it can before calling
 * `keep()`, which stores the files (quotas, ledger rows) and answers their keys; should `work` then
 * fail, the stored files are removed again. The temporary copies go whatever happens.
 */
export async function withStoredFiles<T>(
  app: FastifyInstance,
  form: { files: readonly FileToStore[]; discard(): Promise<void> },
  place: StorePlace,
  work: (keep: (extra?: readonly FileToStore[]) => Promise<StoredFile[]>) => Promise<T>,
): Promise<T> {
  let kept: StoredFile[] = [];
  // `extra`: files the work made from the form's (a preview), kept with them, after them; removing
  // their temporary copies is the work's.
  const keep = async (extra: readonly FileToStore[] = []) => {
    const files = [...form.files, ...extra];
    if (files.length === 0) return [];
    const keys = await app.uploads.store(place.reply, place.who, place.kind, files);
    kept = files.map((file, i) => ({
      path: file.path,
      bytes: file.bytes,
      extension: file.extension,
      key: keys[i]!,
    }));
    return kept;
  };
  try {
    return await work(keep);
  } catch (err) {
    await app.uploads.remove(kept.map((file) => file.key));
    throw err;
  } finally {
    await form.discard();
  }
}
