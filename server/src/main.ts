import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openConfiguredDatabase } from './db/client';
import { closeOnSignals } from './lib/shutdown';
import { DataDirLockedError } from './lib/data-dir-lock';
import { defaultWebDist } from './lib/paths';
import { seedAccounts } from './seed/accounts';
import { seedCourses } from './seed/courses';
import { seedPublicContent } from './seed/public-content';
import { seedSchedule } from './seed/schedule';

async function main() {
  const config = loadConfigOrExit(process.env, { webDist: defaultWebDist() });

  const database = await openConfiguredDatabase(config).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());

  const seeded = await seedAccounts(app.db, config);
  if (seeded.length > 0) {
    // A new database gets demo courses too (seedCourses adds nothing in production).
    await seedCourses(app.db, config);
    await seedPublicContent(app.db, config);
    await seedSchedule(app.db, config);
    const lines = seeded.map((a) => `  ${a.role.padEnd(10)} ${a.email.padEnd(28)} ${a.password}`);
    process.stdout.write(
      `\nAccounts created on this new database (shown once, keep them):\n${lines.join('\n')}\n\n`,
    );
  }

  closeOnSignals(app, 'in-flight requests');

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`${config.productName} is running on http://${host}:${port}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
