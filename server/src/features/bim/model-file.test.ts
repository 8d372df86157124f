import { MODEL_ERRORS } from '@atelier/contract/models';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recogniseModel } from './model-file';
import { zipOf, type ZipEntry } from './model-file.fixtures';

const walls = fs.readFileSync(new URL('../../../test/bim/walls.ifc', import.meta.url));
const pdf = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let root: string;
let tmpDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'model-file-'));
  tmpDir = path.join(root, 'tmp');
  fs.mkdirSync(tmpDir);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function upload(bytes: Buffer | string, name = 'upload.bin'): string {
  const file = path.join(root, name);
  fs.writeFileSync(file, bytes);
  return file;
}
const uploadZip = (entries: ZipEntry[]) => upload(zipOf(entries));

async function refusal(file: string, limits?: { zipEntries: number; unpackedBytes: number }) {
  const err: unknown = await recogniseModel(file, tmpDir, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(fs.readdirSync(tmpDir)).toEqual([]);
  return err;
}

describe('recogniseModel: an .ifc', () => {
  it('takes a STEP file with an IFC schema, whatever its name, and reads it where it is', async () => {
    const file = upload(walls, 'walls.pdf');
    const model = await recogniseModel(file, tmpDir);
    expect(model).toMatchObject({ ifcPath: file, bytes: walls.length, schema: 'IFC4', fromZip: false });
    await model.discard();
    expect(fs.existsSync(file)).toBe(true);
  });

  it('takes a BOM and white space before the header, and IFC2X3 and IFC4X3 schemas', async () => {
    const ifc2x3 = walls.toString('latin1').replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('IFC2X3'))");
    expect((await recogniseModel(upload(`\uFEFF\r\n  ${ifc2x3}`), tmpDir)).schema).toBe('IFC2X3');
    const ifc4x3 = walls.toString('latin1').replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('IFC4X3_ADD2'))");
    expect((await recogniseModel(upload(ifc4x3), tmpDir)).schema).toBe('IFC4X3');
  });

  it('refuses a renamed PDF as not an IFC model', async () => {
    expect(await refusal(upload(pdf, 'model.ifc'))).toMatchObject({
      statusCode: 415,
      code: MODEL_ERRORS.notIfc.code,
    });
    expect(await refusal(upload(''))).toMatchObject({ code: MODEL_ERRORS.notIfc.code });
  });

  it('refuses a STEP file that is cut short', async () => {
    const cut = walls.subarray(0, Math.floor(walls.length / 2));
    expect(await refusal(upload(cut))).toMatchObject({
      statusCode: 400,
      code: MODEL_ERRORS.modelCutShort.code,
    });
    // The end marker must be in the last 4 KB: one far earlier does not make a whole file.
    const padded = `${walls.toString('latin1')}\n/*${'x'.repeat(8000)}`;
    expect(await refusal(upload(padded))).toMatchObject({ code: MODEL_ERRORS.modelCutShort.code });
  });

  it('refuses a STEP file of a schema it has no tables for, and a STEP header without a schema', async () => {
    const cad = walls
      .toString('latin1')
      .replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'))");
    expect(await refusal(upload(cad))).toMatchObject({
      statusCode: 415,
      code: MODEL_ERRORS.unknownSchema.code,
    });
    const none = walls.toString('latin1').replace("FILE_SCHEMA(('IFC4'));", '');
    expect(await refusal(upload(none))).toMatchObject({ code: MODEL_ERRORS.notIfc.code });
  });
});

describe('recogniseModel: an .ifczip', () => {
  it('unpacks its one .ifc to a private file of its own, beside folders, a readme and macOS forks', async () => {
    const file = uploadZip([
      { name: 'house/' },
      { name: 'house/readme.txt', data: 'exported from a BIM tool' },
      { name: 'house/walls.ifc', data: walls },
      { name: '__MACOSX/house/._walls.ifc', data: 'resource fork' },
    ]);
    const model = await recogniseModel(file, tmpDir);
    expect(model).toMatchObject({ bytes: walls.length, schema: 'IFC4', fromZip: true });
    expect(path.dirname(model.ifcPath)).toBe(tmpDir);
    expect(path.basename(model.ifcPath)).not.toContain('walls');
    expect(fs.readFileSync(model.ifcPath).equals(walls)).toBe(true);
    expect(fs.statSync(model.ifcPath).mode & 0o777).toBe(0o600);
    await model.discard();
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it('refuses a zip with no .ifc, and one with two', async () => {
    expect(await refusal(uploadZip([{ name: 'readme.txt', data: 'no model' }]))).toMatchObject({
      statusCode: 400,
      code: MODEL_ERRORS.zipNoModel.code,
    });
    const two = uploadZip([
      { name: 'a.ifc', data: walls },
      { name: 'b/B.IFC', data: walls },
    ]);
    expect(await refusal(two)).toMatchObject({ statusCode: 400, code: MODEL_ERRORS.zipTwoModels.code });
  });

  it('refuses a zip with more entries than allowed before unpacking any', async () => {
    const entries = Array.from({ length: 17 }, (_, i) => ({ name: `part-${i}.txt`, data: 'x' }));
    expect(await refusal(uploadZip([{ name: 'walls.ifc', data: walls }, ...entries]))).toMatchObject({
      code: MODEL_ERRORS.zipTooManyEntries.code,
    });
    const few = uploadZip([{ name: 'walls.ifc', data: walls }, ...entries.slice(0, 2)]);
    expect(await refusal(few, { zipEntries: 2, unpackedBytes: 1e6 })).toMatchObject({
      code: MODEL_ERRORS.zipTooManyEntries.code,
    });
  });

  it('refuses a bomb: a few KB that unpack past the limit, whether its headers say so or lie', async () => {
    const header = walls.toString('latin1').split('DATA;')[0] ?? '';
    const huge = Buffer.concat([Buffer.from(`${header}DATA;\n`), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const limits = { zipEntries: 16, unpackedBytes: 1024 * 1024 };
    const honest = uploadZip([{ name: 'bomb.ifc', data: huge }]);
    expect(fs.statSync(honest).size).toBeLessThan(16 * 1024);
    expect(await refusal(honest, limits)).toMatchObject({
      statusCode: 413,
      code: MODEL_ERRORS.zipTooLarge.code,
    });
    const liar = uploadZip([{ name: 'bomb.ifc', data: huge, declaredSize: walls.length }]);
    expect(await refusal(liar, limits)).toMatchObject({ code: MODEL_ERRORS.zipBroken.code });
  });

  it('refuses a `../` name (zip-slip) and writes nothing outside its temporary folder', async () => {
    const file = uploadZip([{ name: '../x.ifc', data: walls }]);
    expect(await refusal(file)).toMatchObject({ code: MODEL_ERRORS.zipBroken.code });
    expect(fs.readdirSync(root).sort()).toEqual(['tmp', path.basename(file)]);
    expect(await refusal(uploadZip([{ name: '/etc/x.ifc', data: walls }]))).toMatchObject({
      code: MODEL_ERRORS.zipBroken.code,
    });
  });

  it('refuses an encrypted zip, a broken one, and one whose .ifc is not an IFC model', async () => {
    expect(await refusal(uploadZip([{ name: 'walls.ifc', data: walls, encrypted: true }]))).toMatchObject({
      code: MODEL_ERRORS.zipBroken.code,
    });
    const whole = zipOf([{ name: 'walls.ifc', data: walls }]);
    expect(await refusal(upload(whole.subarray(0, whole.length - 30)))).toMatchObject({
      code: MODEL_ERRORS.zipBroken.code,
    });
    expect(await refusal(uploadZip([{ name: 'model.ifc', data: pdf }]))).toMatchObject({
      code: MODEL_ERRORS.notIfc.code,
    });
  });
});
