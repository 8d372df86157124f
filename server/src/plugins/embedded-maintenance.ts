import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { vacuumGrownTables } from '../db/maintenance';

/** How often the embedded database's tables are checked for growth (a cheap catalogue read). */
export const MAINTENANCE_EVERY_MS = 10_000;

/**
 * The embedded database's autovacuum (docs/decisions/018): at start and every ten seconds, the
 * tables that grew are vacuumed and analyzed. PostgreSQL runs its own autovacuum: nothing here.
 */
export const embeddedMaintenancePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  if (opts.database.kind !== 'pglite') return;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= vacuumGrownTables(app.db)
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'the embedded database could not be vacuumed'))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void run(), MAINTENANCE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
