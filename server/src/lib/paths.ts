import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, from the source tree (src/...) or the bundle (dist/...) alike. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@atelier/server') return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Could not find the server package folder');
}

export const defaultWebDist = () => path.resolve(serverRoot(), '..', 'web', 'dist');
