import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createMessaging } from './providers/messaging.ts';
import { createStorage } from './providers/storage.ts';
import { loadReferenceData } from './seed/reference.ts';
import { seedDemo } from './seed/demo.ts';
import { loadFormTranslations } from './seed/translations.ts';
import { startJobs } from './jobs.ts';
import { createRedis, redisReady } from './lib/redis.ts';
import { ensureDemoOwner, ensureFirstOwner } from './modules/staff/index.ts';
import { ensureFixedPrograms } from './modules/content/index.ts';
import { writePidFile } from './lib/pid-file.ts';
import { DEFAULT_DATA_DIR } from './paths.ts';

/** Starts the whole site: database, migrations, demo content, API and web app on PORT. */
async function main() {
  const config = loadConfig();
  const db: Db = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DB_POOL_SIZE)
    : await openPglite(path.resolve(config.DATA_DIR, 'pglite'));
  // PGlite is one process: the pid file tells `npm run backup` and `npm run staff` the site is running.
  const removePidFile = config.DATABASE_URL ? () => undefined : writePidFile(config.DATA_DIR);
  await migrate(db);
  // Countries, places and form labels are needed in production too; demo content is not.
  await loadReferenceData(db);
  await loadFormTranslations(db);
  const storage = createStorage(config.DATA_DIR || DEFAULT_DATA_DIR, config);
  if (config.seedDemo) await seedDemo(db, storage, { force: true });
  // Without demo content the eight fixed programs start hidden, ready for the owner to fill in.
  await ensureFixedPrograms(db);

  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL) : undefined;
  // Redis is waited for at start (a wrong address shows at once); later outages are survived.
  if (redis) await redisReady(redis, 10_000).catch(() => {
    throw new Error(`REDIS_URL: no answer from ${new URL(config.REDIS_URL!).host}`);
  });
  const owner = await ensureFirstOwner(db, config);
  const demoOwner = owner ? undefined : await ensureDemoOwner(db, config);

  const app = await buildApp({ config, db, storage, redis, ...createMessaging(config, db) });
  if (owner) app.log.info({ email: owner }, 'created the first owner of the back office from OWNER_EMAIL');
  const jobs = await startJobs(db, config, app.log, app.jobs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request or job that never ends must not keep the process from stopping.
    setTimeout(() => {
      app.log.error('shutdown took over 30 s; exiting');
      process.exit(1);
    }, 30_000).unref();
    // Let requests and jobs under way finish, then close the database.
    await app.close();
    await jobs.stop();
    redis?.disconnect();
    await db.close();
    removePidFile();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  if (demoOwner) printDemoOwner(demoOwner, typeof address === 'object' && address ? address.port : config.PORT);
}

/** Printed once, on the terminal of the person who started the site (not in the log lines). */
function printDemoOwner(o: { email: string; password: string }, port: number) {
  console.log(
    [
      '',
      `Back office: http://localhost:${port}/admin/login`,
      `  demo owner ${o.email}, one-time password ${o.password} (shown this once)`,
      '  the first sign-in asks for a new password, then enrols an authenticator app (QR code or key)',
      '  lost it? stop the server and: npm run staff -- create --email you@example.org --name "Your Name" --role owner',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
