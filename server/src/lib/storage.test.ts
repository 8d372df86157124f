import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../test/s3';
import { DiskStorage, isKey, newKey, S3Storage, type Storage } from './storage';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-storage-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function sourceFile(bytes: Buffer): string {
  const file = path.join(tmp, `source-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The one behaviour every store has: the same tests on disk and on a real S3-compatible server. */
function behavesAsStorage(name: string, open: () => Storage) {
  describe(name, () => {
    it('stores a file under a new key and streams back the same bytes and size', async () => {
      const storage = open();
      const bytes = Buffer.from(`%PDF-1.4 ${'x'.repeat(300_000)}`);
      const source = sourceFile(bytes);
      const key = newKey('events', 'pdf');
      await storage.put(key, source);
      expect(fs.existsSync(source)).toBe(true);
      const file = await storage.get(key);
      expect(file?.bytes).toBe(bytes.length);
      expect((await bytesOf(file!.body)).equals(bytes)).toBe(true);
    });

    it('answers undefined for a missing key or a key it could not have made', async () => {
      const storage = open();
      expect(await storage.get(newKey('events', 'pdf'))).toBeUndefined();
      for (const key of ['../etc/passwd', 'events/../../x.pdf', 'Events/A.PDF', '', 'a/b/c/d/e/f.pdf']) {
        expect(await storage.get(key), key).toBeUndefined();
      }
    });

    it('deletes a file, and deleting twice is no error', async () => {
      const storage = open();
      const key = newKey('events', 'pdf');
      await storage.put(key, sourceFile(Buffer.from('%PDF-1.4 bye')));
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
    });

    it('refuses to write under a key it did not make', async () => {
      const storage = open();
      const source = sourceFile(Buffer.from('x'));
      await expect(storage.put('../../escape.pdf', source)).rejects.toThrow();
      await expect(storage.put('events/cv.PDF', source)).rejects.toThrow();
    });
  });
}

describe('storage keys', () => {
  it('are generated, unguessable and dated, never a client file name', () => {
    const a = newKey('events', 'pdf', new Date('2026-11-23T10:00:00Z'));
    expect(a).toMatch(/^events\/2026-11\/[0-9a-f-]{36}\.pdf$/);
    expect(newKey('events', 'pdf')).not.toBe(newKey('events', 'pdf'));
    expect(isKey(a)).toBe(true);
    expect(isKey('events/2026-11/../../x.pdf')).toBe(false);
  });
});

behavesAsStorage('DiskStorage', () => new DiskStorage(path.join(tmp, 'uploads')));

describe('DiskStorage on disk', () => {
  it('keeps files under its folder only, leaving no partial file behind', async () => {
    const root = path.join(tmp, 'uploads-2');
    const storage = new DiskStorage(root);
    const key = newKey('events', 'pdf');
    await storage.put(key, sourceFile(Buffer.from('%PDF-1.4 here')));
    expect(fs.existsSync(path.join(root, ...key.split('/')))).toBe(true);
    const all = fs.readdirSync(root, { recursive: true }) as string[];
    expect(all.filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});

// A real S3-compatible server (s3rver: the S3 REST API over a folder), reached over HTTP by the AWS SDK.
const BUCKET = 'atelier-test';
let s3: Awaited<ReturnType<typeof startS3>> | undefined;
let endpoint = '';
beforeAll(async () => {
  s3 = await startS3(tmp, BUCKET);
  endpoint = s3.endpoint;
});
afterAll(async () => {
  await s3?.close();
});

behavesAsStorage(
  'S3Storage',
  () =>
    new S3Storage({
      endpoint,
      bucket: BUCKET,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    }),
);

describe('S3Storage against the server', () => {
  it('fails loudly when the bucket is missing rather than pretending to store', async () => {
    const storage = new S3Storage({
      endpoint,
      bucket: 'no-such-bucket',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    });
    await expect(storage.put(newKey('events', 'pdf'), sourceFile(Buffer.from('%PDF-1.4')))).rejects.toThrow();
  });
});
