// The environment the server process is started with, by `npm start`, the end-to-end tests and the
// bench alike (deploy/atelier@.service sets the same). docs/decisions/019 says why.

/**
 * glibc raises its mmap threshold to the size of the largest block freed (up to 32 MB), after which
 * argon2's 19 MB working memory comes from a thread's arena and stays resident once freed: a fixed
 * threshold keeps such blocks mapped on their own and given back (30–60 MB idle). An operator's
 * own value wins.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** `env` with the server's process settings added where `env` does not set them itself. */
export function serverProcessEnv(env = process.env) {
  return { ...SERVER_PROCESS_ENV, ...env };
}
