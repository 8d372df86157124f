import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT, closes the app once (requests in flight and the job in progress finish
 * first) and exits: 0, or 1 when closing failed.
 */
export function closeOnSignals(app: FastifyInstance, finishing: string): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing ${finishing}`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
