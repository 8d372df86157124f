// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { compressDist } from './compress-assets.mjs';

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('compress-assets', () => {
  it('writes .br and .gz copies of text files over 1 KB, and leaves images and tiny files alone', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-assets-'));
    temp.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), script);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>'.padEnd(2000, ' '));
    fs.writeFileSync(path.join(dist, 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dist, 'cover.jpg'), Buffer.alloc(5000, 1));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}'.padEnd(5000, ' '));

    compressDist(dist);
    const js = path.join(dist, 'assets', 'main-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'cover.jpg.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, '.vite', 'manifest.json.br'))).toBe(false);

    // A second run (a rebuild into the same folder) compresses the sources again, not the copies.
    compressDist(dist);
    expect(fs.existsSync(`${js}.br.br`)).toBe(false);
    expect(fs.existsSync(`${js}.gz.gz`)).toBe(false);
  });
});
