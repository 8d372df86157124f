// The environment the server process is started with, by `npm start`, the end-to-end tests and the
// bench alike (deploy/atelier@.service sets the same). docs/decisions/019 and 032 say why.
import os from 'node:os';

/**
 * glibc raises its mmap threshold to the size of the largest block freed (up to 32 MB), after which
 * argon2's 19 MB working memory comes from a thread's arena and stays resident once freed: a fixed
 * threshold keeps such blocks mapped on their own and given back (30–60 MB idle). An operator's
 * own value wins.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8's pool of background threads (its garbage collector's helpers, WebAssembly compilation) has 4
 * threads whatever the machine. They run at the process's priority, so while a model is read in a
 * (niced) worker thread they take the processor from the event loop: on two cores a 1 ms timer ran
 * 8–21 ms late 9–18 times in three readings, and once (15 ms) with one thread (decision 032). One
 * fewer than the processors, from 1 to node's 4.
 */
export function v8PoolSize(cpus = os.availableParallelism()) {
  return Math.min(4, Math.max(1, cpus - 1));
}

/**
 * `env` with the server's process settings added where `env` does not set them itself; NODE_OPTIONS
 * keeps the operator's options and gains `--v8-pool-size` unless they name one.
 */
export function serverProcessEnv(env = process.env, cpus = os.availableParallelism()) {
  const options = env.NODE_OPTIONS?.trim() ?? '';
  const nodeOptions = /(^|\s)--v8-pool-size[=\s]/.test(options)
    ? options
    : `${options} --v8-pool-size=${v8PoolSize(cpus)}`.trim();
  return { ...SERVER_PROCESS_ENV, ...env, NODE_OPTIONS: nodeOptions };
}
