import { UPLOAD_QUOTA_TEXT, type StorageUsage } from '@atelier/contract/metrics';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { lazySecret } from '../db/secrets';
import { forbidden, HttpError, notFound, tooManyRequests } from '../lib/errors';
import { signature, stableExpiry, verifyPath } from '../lib/signed-links';
import {
  contentTypeOf,
  createStorage,
  isKey,
  newKey,
  S3Storage,
  type FileExtension,
  type Storage,
} from '../lib/storage';
import * as ledger from '../db/upload-ledger-store';
import type { QuotaVerdict, Uploader } from '../lib/upload-ledger';
import type { QuotaCheck } from '../lib/upload-forms';

/** How long a file link stays open: at least an hour, at most an hour and ten minutes. */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000;
const FILE_LINK_WINDOW_MS = 10 * 60 * 1000;
const PREFIX = '/api/files/';

/**
 * Images and video open in the page. Anything else (PDF, Office documents) is a download: a PDF
 * opened inline runs its own JavaScript in the browser's viewer (an `/OpenAction`), and event PDFs
 * come from anonymous visitors. Should a browser render one anyway, the sandbox gives it an opaque
 * origin with no scripts, no plugins and nothing to load (docs/decisions/011).
 */
const opensInline = (type: string) => type.startsWith('image/') || type.startsWith('video/');
const DOWNLOAD_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

export const FILE_LINK_TEXT = {
  expired: 'This file link has expired or is not valid.',
  gone: 'This file no longer exists.',
} as const;

export interface FileLinks {
  /** A function giving each key its signed link (path and query, on this server); one secret read. */
  signer(): Promise<(key: string) => string>;
}

export type { Uploader } from '../lib/upload-ledger';

/** How a kind of upload (the folder its keys are made under) names its files, for the sweep. */
export interface UploadKind {
  /** True while the kind's own table names the file whose ledger key is `key` (an EXISTS …). */
  claimed: (key: SQL) => SQL;
  /** How long a file may wait to be named (the request storing it, a post claiming it) before the sweep takes it. */
  graceMs: number;
  /** Called with a batch of orphans before their files go (the forum drops its unclaimed upload rows). */
  release?: (keys: string[]) => Promise<void>;
}

/** The received file to keep: where it waits, its size and its type read from its bytes (lib/uploads.ts). */
export interface FileToKeep {
  path: string;
  bytes: number;
  extension: FileExtension;
}

/**
 * The one way an upload is kept (docs/decisions/022): `store` checks the quotas, records the
 * ledger rows and puts the files; `remove` takes files and rows away; the sweep removes every
 * file its kind no longer names. A kind must be defined (with how it names its files) before its
 * first file is stored, so no kind goes without a sweep.
 */
export interface Uploads {
  defineKind(kind: string, spec: UploadKind): void;
  /**
   * The quota check `receiveForm` asks once each file has arrived, with the bytes of the form's files
   * so far (their real size, not an estimate from Content-Length): refuses with 429/507 before the
   * next file is read and before anything is stored (the form then drops the rest of the body).
   */
  precheck(reply: FastifyReply, who: Uploader): QuotaCheck;
  /**
   * Keeps the files under new keys of `kind`, answered in order; refuses with 429 (and Retry-After)
   * past the uploader's window, 507 past the global quota, keeping nothing.
   */
  store(reply: FastifyReply, who: Uploader, kind: string, files: readonly FileToKeep[]): Promise<string[]>;
  /**
   * Keeps a file the server made for `who` (a model's summary, written by a job): recorded in the
   * ledger like an upload, so its kind's sweep covers it, but asked no quota (no request to refuse).
   */
  keepMade(who: Uploader, kind: string, file: FileToKeep): Promise<string>;
  /** Removes the files and their ledger rows; a failure is logged (the sweep tries again). */
  remove(keys: readonly (string | null | undefined)[]): Promise<void>;
  /** Removes every orphan past its kind's grace; answers how many. */
  sweep(): Promise<number>;
  usage(): Promise<StorageUsage>;
}

/** How often the orphan sweep runs. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
export const SWEEP_JOB = 'upload-sweep';
const SWEEP_BATCH = 200;

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    uploads: Uploads;
    fileLinks: FileLinks;
    /** Where uploads wait while they are checked (`DATA_DIR/tmp`). */
    uploadTmpDir: string;
  }
}

/**
 * The storage interface (lib/storage.ts) for every feature, and the one way files leave it:
 * `GET /api/files/<key>?exp=&sig=`, an HMAC over path and expiry with `FILE_LINK_SECRET` (else a
 * secret made once and kept in the database, shared by every process; docs/decisions/011).
 * A tampered or expired link is a 403.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
  if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.close());
  app.decorate('storage', storage);
  app.decorate('uploadTmpDir', path.join(config.dataDir, 'tmp'));
  app.decorate('uploads', uploadsOf(app, storage));

  app.jobs.every(SWEEP_JOB, SWEEP_EVERY_MS, async () => {
    const removed = await app.uploads.sweep();
    if (removed > 0) app.log.info({ removed }, 'upload sweep removed orphaned files');
  });

  const fileLinkSecret = config.fileLinkSecret;
  const key = fileLinkSecret ? () => Promise.resolve(fileLinkSecret) : lazySecret(app.db, 'file-links');

  app.decorate('fileLinks', {
    async signer() {
      const current = await key();
      const exp = stableExpiry(FILE_LINK_TTL_MS, FILE_LINK_WINDOW_MS);
      return (fileKey: string) => {
        const pathname = PREFIX + fileKey;
        return `${pathname}?exp=${exp}&sig=${signature(current, pathname, exp)}`;
      };
    },
  } satisfies FileLinks);

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${PREFIX}*`,
    { config: { access: 'public' }, compress: false },
    async (request, reply) => {
      const fileKey = request.params['*'];
      const { exp, sig } = request.query;
      if (!isKey(fileKey) || !verifyPath(await key(), PREFIX + fileKey, exp, sig)) {
        throw forbidden(FILE_LINK_TEXT.expired);
      }
      const file = await storage.get(fileKey);
      if (!file) throw notFound(FILE_LINK_TEXT.gone);
      const type = contentTypeOf(fileKey);
      const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
      const inline = opensInline(type);
      reply
        .header('content-type', type)
        .header('content-length', file.bytes)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${path.posix.basename(fileKey)}"`,
        )
        .header('cache-control', `private, max-age=${maxAge}`);
      if (!inline) reply.header('content-security-policy', DOWNLOAD_CSP);
      return reply.send(file.body);
    },
  );
});

function uploadsOf(app: FastifyInstance, storage: Storage): Uploads {
  const kinds = new Map<string, UploadKind>();
  const quota = app.config.uploadQuota;

  function refuse(reply: FastifyReply, verdict: Exclude<QuotaVerdict, { ok: true }>): HttpError {
    if (verdict.reason === 'total') return new HttpError(507, UPLOAD_QUOTA_TEXT.storageFull);
    reply.header('retry-after', Math.ceil(verdict.retryInMs / 1000));
    return tooManyRequests(
      verdict.reason === 'anonymous'
        ? UPLOAD_QUOTA_TEXT.anonymousFull(verdict.retryInMs)
        : UPLOAD_QUOTA_TEXT.userFull(quota.userBytes, quota.windowMs, verdict.retryInMs),
    );
  }

  /** Removes the files and their rows; answers how many went. */
  async function remove(keys: readonly (string | null | undefined)[]): Promise<number> {
    const gone: string[] = [];
    await Promise.all(
      keys.map(async (key) => {
        if (!key || !isKey(key)) return;
        try {
          await storage.delete(key);
          gone.push(key);
        } catch (err) {
          app.log.warn({ err, key }, 'an uploaded file could not be removed; the sweep tries again');
        }
      }),
    );
    await ledger.forgetUploads(app.db, gone);
    return gone.length;
  }

  /** The ledger rows of files to keep, under new keys of `kind`. */
  function rowsOf(who: Uploader, kind: string, files: readonly FileToKeep[]) {
    if (!kinds.has(kind)) throw new Error(`upload kind ${kind} has no sweep: define it first`);
    return files.map((file) => ({
      key: newKey(kind, file.extension),
      kind,
      userId: who === 'anonymous' ? null : who.userId,
      bytes: file.bytes,
    }));
  }

  /** Puts the files under their rows' keys; on failure removes them, rows and all. */
  async function put(rows: { key: string }[], files: readonly FileToKeep[]): Promise<string[]> {
    try {
      for (const [i, file] of files.entries()) await storage.put(rows[i]!.key, file.path);
    } catch (err) {
      await remove(rows.map((row) => row.key));
      throw err;
    }
    return rows.map((row) => row.key);
  }

  return {
    defineKind(kind, spec) {
      kinds.set(kind, spec);
    },

    precheck(reply, who) {
      return async (bytes) => {
        const verdict = await ledger.quotaVerdict(app.db, who, bytes, quota);
        if (!verdict.ok) throw refuse(reply, verdict);
      };
    },

    async store(reply, who, kind, files) {
      const rows = rowsOf(who, kind, files);
      const bytes = rows.reduce((sum, row) => sum + row.bytes, 0);
      // The rows are the reservation: the check and the rows it admits under one lock, then the files.
      const verdict = await app.db.transaction(async (tx) => {
        await ledger.lockQuota(tx);
        const verdict = await ledger.quotaVerdict(tx, who, bytes, quota);
        if (verdict.ok) await ledger.recordUploads(tx, rows);
        return verdict;
      });
      if (!verdict.ok) throw refuse(reply, verdict);
      return put(rows, files);
    },

    async keepMade(who, kind, file) {
      const [row] = rowsOf(who, kind, [file]);
      await ledger.recordUploads(app.db, [row!]);
      const [key] = await put([row!], [file]);
      return key!;
    },

    async remove(keys) {
      await remove(keys);
    },

    async sweep() {
      let removed = 0;
      for (const [kind, spec] of kinds) {
        for (;;) {
          const orphans = await ledger.orphansOf(app.db, kind, spec.graceMs, spec.claimed, SWEEP_BATCH);
          if (orphans.length === 0) break;
          await spec.release?.(orphans);
          const gone = await remove(orphans);
          removed += gone;
          // A store that refused some deletes is tried again at the next sweep, not in a loop now.
          if (orphans.length < SWEEP_BATCH || gone < orphans.length) break;
        }
      }
      return removed;
    },

    async usage() {
      const found = await ledger.usageByKind(app.db);
      const byKind = new Map(found.map((k) => [k.kind, k]));
      for (const kind of kinds.keys()) if (!byKind.has(kind)) byKind.set(kind, { kind, files: 0, bytes: 0 });
      const list = [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
      return {
        files: list.reduce((sum, k) => sum + k.files, 0),
        bytes: list.reduce((sum, k) => sum + k.bytes, 0),
        kinds: list,
        quota: { ...quota },
      };
    },
  };
}
