// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends the smallest one the browser accepts without compressing on each request
// (@fastify/static's preCompressed option). Images are left alone: they are compressed already.
//
// Usage: node scripts/compress-assets.mjs [--dist <dir>]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

export function compressDist(dist) {
  const written = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // .vite holds the build manifest, which is not served.
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) visit(file);
        continue;
      }
      if (!TEXT.test(entry.name)) continue;
      const source = fs.readFileSync(file);
      if (source.length < MIN_BYTES) continue;
      const br = zlib.brotliCompressSync(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      const gz = zlib.gzipSync(source, { level: 9 });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
      written.push({ file: path.relative(dist, file), raw: source.length, br: br.length, gz: gz.length });
    }
  };
  visit(dist);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(import.meta.dirname, '..', 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`compress-assets: no ${dist}; run vite build first`);
    process.exit(2);
  }
  const written = compressDist(dist);
  const sum = (key) => written.reduce((n, w) => n + w[key], 0);
  console.log(
    `compress-assets: ${written.length} files, ${(sum('raw') / 1000).toFixed(0)} kB → ` +
      `${(sum('br') / 1000).toFixed(0)} kB brotli, ${(sum('gz') / 1000).toFixed(0)} kB gzip`,
  );
}
