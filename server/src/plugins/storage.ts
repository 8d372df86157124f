import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { lazySecret } from '../db/secrets';
import { forbidden, notFound } from '../lib/errors';
import { signature, stableExpiry, verifyPath } from '../lib/signed-links';
import { contentTypeOf, createStorage, isKey, S3Storage, type Storage } from '../lib/storage';

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

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
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
