import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PNG } from '../../test/media';
import { errorsPlugin } from '../plugins/errors';
import { HttpError } from './errors';
import {
  cleanFileName,
  receiveForm,
  withStoredFiles,
  type NamedFile,
  type QuotaCheck,
  type UploadForm,
} from './upload-forms';
import { multipartForms, type ReceivedFile } from './uploads';
import { expectRefusal } from '../../test/refusals';

const FORM = {
  filePart: 'photos',
  maxFiles: 3,
  fields: z.object({ title: z.string().min(1, 'Title is required'), count: z.coerce.number().int() }),
  file: { maxBytes: 1024 * 1024, accept: ['png'], tooLarge: 'Too large.', wrongType: 'Not a PNG.' },
  tooMany: 'Three photos at most.',
} satisfies UploadForm;

let tmpDir: string;
beforeEach(() => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
});
afterEach(() => fs.rmSync(tmpDir, { recursive: true, force: true }));
const leftInTmp = () => fs.readdirSync(tmpDir);

/** A bare app with one route reading FORM (declared in its config unless `declare` is false). */
async function formApp(quota?: QuotaCheck, declare = true) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(multipartForms);
  app.post('/form', { config: declare ? { form: FORM } : {} }, async (request, reply) => {
    const form = await receiveForm(request, reply, tmpDir, FORM, quota);
    await form.discard();
    // Typed by the schema: `count` is a number here.
    return { title: form.fields.title, count: form.fields.count + 1, files: form.files.length };
  });
  return app;
}

function formOf(fields: Record<string, string>, photos = 1) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (let i = 0; i < photos; i++) data.append('photos', new Blob([PNG], { type: 'image/png' }), `p${i}.png`);
  return data;
}

/** POSTs `fields` and `photos` PNGs to the app's form route. */
const sendForm = (app: FastifyInstance, fields: Record<string, string>, photos?: number) =>
  app.inject({ method: 'POST', url: '/form', payload: formOf(fields, photos) });

describe('receiveForm', () => {
  it('answers the text parts as its schema reads them, beside the files', async () => {
    const app = await formApp();
    const res = await sendForm(app, { title: 'Plan', count: '2' }, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ title: 'Plan', count: 3, files: 2 });
  });

  it('refuses text parts its schema refuses with 400 common.invalid and issues, keeping no file', async () => {
    const app = await formApp();
    const res = await sendForm(app, { title: '', count: 'x' }, 2);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(COMMON_ERRORS.invalid.code);
    expect(body.message).toBe('title: Title is required');
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['title', 'count']);
    expect(body.issues[0]).toEqual({ in: 'body', path: 'title', message: 'Title is required' });
    expect(leftInTmp()).toEqual([]);
  });

  it('refuses a part the schema does not name, with its code', async () => {
    const app = await formApp();
    const res = await sendForm(app, { title: 'Plan', count: '1', owner: 'me' });
    expectRefusal(res, UPLOAD_ERRORS.unknownPart, '"owner" is not a field of this form.');
    expect(leftInTmp()).toEqual([]);
  });

  it('asks the quota after each file with the bytes so far, and a refusal keeps nothing', async () => {
    const asked: number[] = [];
    const app = await formApp(async (bytes) => {
      asked.push(bytes);
      if (bytes > 2 * PNG.length) throw new HttpError(429, 'Quota full.');
    });
    const res = await sendForm(app, { title: 'P', count: '1' }, 3);
    expect(res.statusCode).toBe(429);
    expect(asked).toEqual([PNG.length, 2 * PNG.length, 3 * PNG.length]);
    expect(res.headers.connection).toBe('close');
    expect(leftInTmp()).toEqual([]);
  });

  it('is a programming error for a route that does not declare the form it reads', async () => {
    const app = await formApp(undefined, false);
    const res = await sendForm(app, { title: 'P', count: '1' });
    expect(res.statusCode).toBe(500);
  });
});

describe('withStoredFiles', () => {
  const received = (name: string): NamedFile => {
    const file = path.join(tmpDir, name);
    fs.writeFileSync(file, PNG);
    return {
      name,
      path: file,
      bytes: PNG.length,
      extension: 'png',
      discard: () => fs.promises.rm(file, { force: true }),
    };
  };
  const form = () => {
    const files = [received('a.upload'), received('b.upload')];
    return { files, discard: async () => void (await Promise.all(files.map((f) => f.discard()))) };
  };
  /** Stands in for app.uploads: what it stored and what it removed. */
  function fakeApp() {
    const stored: string[] = [];
    const removed: string[] = [];
    const app = {
      uploads: {
        store: async (_reply: unknown, _who: unknown, kind: string, files: ReceivedFile[]) => {
          const keys = files.map((_, i) => `${kind}/2026-11/${i}.png`);
          stored.push(...keys);
          return keys;
        },
        remove: async (keys: string[]) => void removed.push(...keys),
      },
    } as unknown as FastifyInstance;
    return { app, stored, removed };
  }
  const place = { reply: {} as never, who: 'anonymous' as const, kind: 'test' };

  it('stores the files when the work asks, answers its result, and discards the temporary copies', async () => {
    const { app, stored, removed } = fakeApp();
    const result = await withStoredFiles(app, form(), place, async (keep) =>
      (await keep()).map((f) => f.key),
    );
    expect(result).toEqual(['test/2026-11/0.png', 'test/2026-11/1.png']);
    expect(stored).toHaveLength(2);
    expect(removed).toEqual([]);
    expect(leftInTmp()).toEqual([]);
  });

  it("keeps files the work made beside the form's, after them, and removes them all when the work fails", async () => {
    const { app, stored, removed } = fakeApp();
    const made = received('preview.upload');
    const failing = withStoredFiles(app, form(), place, async (keep) => {
      expect((await keep([made])).map((f) => f.path)).toEqual([
        path.join(tmpDir, 'a.upload'),
        path.join(tmpDir, 'b.upload'),
        made.path,
      ]);
      throw new Error('the row could not be written');
    });
    await expect(failing).rejects.toThrow('the row could not be written');
    expect(stored).toHaveLength(3);
    expect(removed).toEqual(['test/2026-11/0.png', 'test/2026-11/1.png', 'test/2026-11/2.png']);
  });

  it('removes the stored files when the work fails after keeping them', async () => {
    const { app, removed } = fakeApp();
    const failing = withStoredFiles(app, form(), place, async (keep) => {
      await keep();
      throw new Error('the row could not be written');
    });
    await expect(failing).rejects.toThrow('the row could not be written');
    expect(removed).toEqual(['test/2026-11/0.png', 'test/2026-11/1.png']);
    expect(leftInTmp()).toEqual([]);
  });

  it('stores nothing when the work refuses before keeping', async () => {
    const { app, stored, removed } = fakeApp();
    await expect(
      withStoredFiles(app, form(), place, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(stored).toEqual([]);
    expect(removed).toEqual([]);
    expect(leftInTmp()).toEqual([]);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['sheet A1.pdf', 'sheet A1.pdf'],
    ['C:\\Users\\zoe\\plan.png', 'plan.png'],
    ['../../etc/passwd', 'passwd'],
    ['bad\u0000na\nme.pdf', 'badname.pdf'],
    [undefined, ''],
    ['x'.repeat(300), 'x'.repeat(120)],
  ])('names %j as %j', (given, shown) => {
    expect(cleanFileName(given)).toBe(shown);
  });
});
