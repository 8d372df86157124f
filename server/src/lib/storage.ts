import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files live (DESIGN §1): a folder on local disk by default, any S3-compatible
 * object store when `S3_*` is set. Keys are ours (`newKey`), never a client's file name; files
 * reach browsers only through signed, expiring links (plugins/storage.ts), never as a folder.
 */
export interface Storage {
  /** Which store this is, for logs and the health check. */
  readonly kind: 'disk' | 's3';
  /** Stores the file at `sourcePath` under `key`; the source is left where it is. */
  put(key: string, sourcePath: string): Promise<void>;
  /** The file's bytes as a stream, with its size; undefined when there is no such file. */
  get(key: string): Promise<{ body: Readable; bytes: number } | undefined>;
  /** Removes the file; a missing file is no error. */
  delete(key: string): Promise<void>;
  /** Where the file lies on this machine's disk, for a reader that needs a path (disk storage only). */
  localPath?(key: string): string;
}

/** The content types uploads may have, by the extension their key is given. */
export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  /** An IFC model (STEP text; an `.ifczip` is kept unpacked). */
  ifc: 'application/x-step',
  /** A model's element summary, gzipped JSON (written by the model-read job). */
  gz: 'application/gzip',
  /** Received only, never kept: an `.ifczip` before it is unpacked, an IDS before it is read. */
  zip: 'application/zip',
  xml: 'application/xml',
  /** Received only, never kept: a class roster (text, typed by its bytes). */
  csv: 'text/csv',
} as const;
export type FileExtension = keyof typeof CONTENT_TYPES;

const KEY = new RegExp(
  `^[a-z0-9-]{1,40}(/[a-z0-9-]{1,40}){0,3}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`,
);

/** Whether `key` is one we could have made: checked before any key reaches a path or a bucket. */
export const isKey = (key: string) => KEY.test(key);

/** A new key under `folder` (e.g. `events`), unguessable: `events/2026-11/<uuid>.pdf`. */
export function newKey(folder: string, extension: FileExtension, now = new Date()): string {
  const month = now.toISOString().slice(0, 7);
  const key = `${folder}/${month}/${randomUUID()}.${extension}`;
  if (!isKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as FileExtension] ?? 'application/octet-stream';

function assertKey(key: string): void {
  if (!isKey(key)) throw new Error('not a storage key');
}

/** Files under one folder (`DATA_DIR/uploads`), written whole to a temporary name and renamed. */
export class DiskStorage implements Storage {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async put(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(fs.createReadStream(sourcePath), fs.createWriteStream(partial, { flags: 'wx' }));
      await fsp.rename(partial, target);
    } catch (err) {
      await fsp.rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<{ body: Readable; bytes: number } | undefined> {
    if (!isKey(key)) return undefined;
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), bytes: size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Any S3-compatible store (AWS, MinIO, Ceph, R2 …) through the official AWS SDK v3 client. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
      // Path-style addressing and checksums only where required: what every S3-compatible server speaks.
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, sourcePath: string): Promise<void> {
    assertKey(key);
    const { size } = await fsp.stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: fs.createReadStream(sourcePath),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async get(key: string): Promise<{ body: Readable; bytes: number } | undefined> {
    if (!isKey(key)) return undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { body: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

export function createStorage(options: { dataDir: string; s3: S3Settings | undefined }): Storage {
  return options.s3 ? new S3Storage(options.s3) : new DiskStorage(path.join(options.dataDir, 'uploads'));
}
