// Bundles the server (with the contract package) into dist/; node_modules stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atelier/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    user: 'src/cli/user.ts',
    ids: 'src/cli/ids.ts',
    worker: 'src/cli/worker.ts',
    // Started by features/bim/model-reader.ts from beside the bundle that imports it.
    'model-reader-worker': 'src/features/bim/model-reader.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// Files the bundle reads beside itself through new URL('./…', import.meta.url): IFC schema tables, ids.xsd.
fs.cpSync(
  new URL('./src/features/bim/ifc/schema/', import.meta.url),
  new URL('./dist/schema/', import.meta.url),
  {
    recursive: true,
    filter: (src) => !src.endsWith('.ts'),
  },
);
fs.cpSync(new URL('./src/features/bim/ids/xsd/', import.meta.url), new URL('./dist/xsd/', import.meta.url), {
  recursive: true,
});
console.log('server built to server/dist');
