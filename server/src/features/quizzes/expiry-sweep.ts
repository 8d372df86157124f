import type { FastifyInstance } from 'fastify';
import { GRACE_MS } from './scoring';
import * as store from './quizzes.store';

/** How often each process closes the attempts whose time ran out (they are also closed on read). */
const SWEEP_MS = 60_000;

/** Closes and scores expired attempts every minute until the app closes. */
export function startExpirySweep(app: FastifyInstance): void {
  const sweep = setInterval(() => {
    store
      .closeExpired(app.db, new Date(app.now()), GRACE_MS)
      .catch((err: unknown) => app.log.error({ err }, 'closing expired quiz attempts failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
