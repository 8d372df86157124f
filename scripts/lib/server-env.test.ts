import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverProcessEnv, v8PoolSize } from './server-env.mjs';

describe('serverProcessEnv', () => {
  it("sizes V8's thread pool one below the processors, from 1 to node's 4", () => {
    expect([1, 2, 3, 4, 5, 8, 64].map((cpus) => v8PoolSize(cpus))).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });

  it("adds the pool size to the operator's NODE_OPTIONS, and keeps theirs when they set one", () => {
    expect(serverProcessEnv({}, 2)).toEqual({
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--v8-pool-size=1',
    });
    expect(serverProcessEnv({ NODE_OPTIONS: ' --max-old-space-size=512 ' }, 2).NODE_OPTIONS).toBe(
      '--max-old-space-size=512 --v8-pool-size=1',
    );
    expect(serverProcessEnv({ NODE_OPTIONS: '--v8-pool-size=3' }, 2).NODE_OPTIONS).toBe('--v8-pool-size=3');
    expect(serverProcessEnv({ MALLOC_MMAP_THRESHOLD_: '1', PORT: '4000' }, 2)).toMatchObject({
      MALLOC_MMAP_THRESHOLD_: '1',
      PORT: '4000',
    });
  });

  it('gives options node accepts in NODE_OPTIONS', () => {
    const run = spawnSync(process.execPath, ['-e', 'process.exit(0)'], { env: serverProcessEnv({}, 2) });
    expect([run.status, run.stderr.toString()]).toEqual([0, '']);
  });
});
