import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG, MP4 } from '../../test/media';
import { PDF } from '../../test/pdf';
import { useTestApp } from '../../test/helpers';
import { newKey, type FileExtension } from '../lib/storage';

// Issue 25, item 4: an uploaded PDF opened inline ran its own JavaScript in the browser's viewer.
describe('GET /api/files/<key>', () => {
  const ctx = useTestApp();

  async function stored(extension: FileExtension, bytes: Buffer, folder = 'events') {
    const source = path.join(ctx.config.dataDir, `source.${extension}`);
    fs.writeFileSync(source, bytes);
    const key = newKey(folder, extension);
    await ctx.app.storage.put(key, source);
    const link = (await ctx.app.fileLinks.signer())(key);
    return ctx.app.inject({ method: 'GET', url: link });
  }

  it('serves a PDF as a download, sandboxed, never inline', async () => {
    const res = await stored('pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
    const csp = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('serves an Office document as a download too', async () => {
    const res = await stored('docx', Buffer.from('PK\u0003\u0004 not really a document'), 'forum');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(String(res.headers['content-security-policy'])).toMatch(/(^|;\s*)sandbox(;|$)/);
  });

  it('still opens an image and a video inline', async () => {
    for (const [extension, bytes] of [
      ['png', PNG],
      ['mp4', MP4],
    ] as const) {
      const res = await stored(extension, bytes, 'forum');
      expect(res.statusCode, extension).toBe(200);
      expect(res.headers['content-disposition'], extension).toMatch(/^inline; filename="[\w-]+\.\w+"$/);
      expect(String(res.headers['content-security-policy'] ?? ''), extension).not.toMatch(/sandbox/);
    }
  });
});
