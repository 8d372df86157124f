import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from './helpers';

/** Every file under `dir` (none when it does not exist), as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(dir, f)).isFile(),
      )
    : [];

/** The files the test app's disk storage holds (`DATA_DIR/uploads`): a refused upload leaves none. */
export const storedFiles = (ctx: TestContext): string[] =>
  filesUnder(path.join(ctx.config.dataDir, 'uploads'));

/** Uploads waiting in `DATA_DIR/tmp`: none once a request is answered. */
export const tmpFiles = (ctx: TestContext): string[] => filesUnder(path.join(ctx.config.dataDir, 'tmp'));
