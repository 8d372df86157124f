import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');
export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');

/** The built web app to serve: WEB_DIST when set (relative to the current folder), else web/dist. */
export const webDist = () =>
  process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'web', 'dist');
