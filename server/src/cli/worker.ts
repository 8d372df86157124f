// `npm run worker` (built: `node server/dist/worker.js`): a process that runs queued jobs (reading
// and checking models, e-mail, sweeps) and answers no requests. Deployments of several machines
// start these beside API processes started with JOBS=off; one small server needs none, as its API
// process runs jobs itself.
import { buildApp } from '../app';
import { loadConfigOrExit } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { closeOnSignals } from '../lib/shutdown';
import { DataDirLockedError } from '../lib/data-dir-lock';

async function main() {
  // Whatever JOBS says for the API processes, running jobs is what this one is for.
  const config = { ...loadConfigOrExit(process.env), webDist: undefined, runJobs: true };
  const database = await openConfiguredDatabase(config).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) {
      // The embedded database belongs to one process: a worker beside a server needs PostgreSQL.
      console.error(`${err.message}\nA worker beside a running server needs PostgreSQL (DATABASE_URL).`);
      process.exit(1);
    }
    throw err;
  });
  // The whole app (its features define the jobs), with no listener: nothing reaches it but the queue.
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  // The job queue's own timers do not hold a process open (an API process has its listener).
  const alive = setInterval(() => undefined, 60 * 60_000);
  app.addHook('onClose', async () => clearInterval(alive));
  await app.ready();
  app.log.info('worker running jobs until SIGTERM');

  closeOnSignals(app, 'the job in progress');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
