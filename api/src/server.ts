import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, readConfig, repoRoot } from './config.ts';
import { startShopBackups } from './db/backup/shop-backups.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from './db/open-database.ts';
import { renderMissingCatalogImages } from './db/seed/catalog-images.ts';
import { ImageDrawing } from './db/seed/image-drawing.ts';
import { seedAdmin } from './db/seed/seed-admin.ts';
import { seedCatalog } from './db/seed/seed-catalog.ts';
import { seedCoupons } from './db/seed/seed-coupons.ts';
import { seedGeography } from './db/seed/seed-geography.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { shopMetrics } from './metrics/shop-metrics.ts';
import { SANDBOX_WARNING } from './modules/payment/sandbox-warning.ts';
import { drainState } from './plugins/draining.ts';
import { closeOnSignals } from './shutdown.ts';

/** Something the operator must fix first (a malformed setting, a data directory in use): one line, exit code 1. */
function refuseToStart(error: unknown): void {
  console.error((error as Error).message);
  process.exitCode = 1;
}

async function seed(database: OpenDatabase, app: FastifyInstance, config: Config): Promise<void> {
  if (await seedCatalog(database.db)) app.log.info('seeded the catalogue into an empty database');
  if (await seedCoupons(database.db)) app.log.info('seeded the coupons into an empty coupons table');
  if (await seedGeography(database.db)) app.log.info('seeded the countries and states into an empty table');
  const admin = await seedAdmin(database.db, config.adminSeed);
  if (admin?.kind === 'configured') app.log.info(`created the admin ${admin.email} (ADMIN_EMAIL)`);
  if (admin?.kind === 'generated') {
    // printed once, outside the log level, since nothing else will ever show this password
    console.log(
      `\nNo ADMIN_EMAIL/ADMIN_PASSWORD set: created the admin ${admin.email} with the password ${admin.password}\n` +
        'Keep it now: it is not stored anywhere readable and will not be shown again.\n',
    );
  }
}

/** Draws the catalogue's missing images while the shop answers (a placeholder meanwhile, and health says so). */
function drawMissingImages(database: OpenDatabase, app: FastifyInstance, storageDir: string, drawing: ImageDrawing) {
  drawing.start(async (signal) => {
    try {
      // one image at a time: the other core stays free for the shoppers the shop is already answering
      const drawn = await renderMissingCatalogImages(database.db, storageDir, { signal, atOnce: 1 });
      if (drawn > 0) app.log.info(`drew ${drawn} catalogue images into ${storageDir}`);
    } catch (error) {
      app.log.error({ err: error }, 'the catalogue images could not all be drawn; the next start draws the rest');
    }
  });
}

async function serve(config: Config): Promise<void> {
  const storageDir = join(config.dataDir, 'storage');
  // the app's logger exists only once the database is open and migrated
  let reportLostConnection = (error: Error) => console.warn(`lost a database connection: ${error.message}`);
  let reportDatabaseRestart = (reason: string) => console.error(`${reason}; starting a new one`);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') },
    {
      onConnectionLost: (error) => reportLostConnection(error),
      onDatabaseRestart: (reason) => reportDatabaseRestart(reason),
    },
  ).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    refuseToStart(error);
    return undefined;
  });
  if (!database) return;

  const drain = drainState();
  const metrics = shopMetrics();
  const imageDrawing = new ImageDrawing();
  metrics.watchPool(database.pool);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db: database.db,
      storageDir,
      frontEnds: { frontEndRoot: repoRoot, remotesFile: config.remotesFile, renderThreads: config.renderThreads },
      corsOrigins: config.corsOrigins,
      checkout: config.checkout,
      payments: config.payments,
      mail: config.mail,
      rateLimits: config.rateLimits,
      trustProxy: config.trustProxy,
      accounts: config.accounts,
      databaseUrl: config.databaseUrl,
      logger: { level: config.logLevel },
      drain,
      metrics,
      imageDrawing,
    });
    reportLostConnection = (error) =>
      app.log.warn({ err: error }, 'lost a database connection; the pool opens a new one when it is next needed');
    reportDatabaseRestart = (reason) => app.log.error(`${reason}; starting a new one`);
    if (!config.mail.smtpUrl)
      app.log.info('SMTP_URL is not set: mail is kept in the mail_outbox table and written to the log instead of sent');
    await database.exclusively(() => seed(database, app, config));
    if (config.metrics) {
      const metricsServer = await startMetricsServer(metrics.registry, config.metrics, app.log);
      app.addHook('onClose', () => metricsServer.close());
    }
    if (database.snapshot) {
      const backups = await startShopBackups({
        dataDir: config.dataDir,
        snapshot: database.snapshot,
        settings: config.backups,
        log: app.log,
      });
      app.addHook('onClose', () => backups.close());
      if (config.backups.intervalMs)
        app.log.info(`backing up every ${config.backups.intervalMs / 3_600_000} h into ${config.backups.dir}`);
    }
  } catch (error) {
    // releases the data directory for the next start
    await database.close();
    throw error;
  }

  closeOnSignals(app, database, drain, config.shutdown);

  await app.listen({ port: config.port, host: config.host });
  drawMissingImages(database, app, storageDir, imageDrawing);
  app.log.info(
    `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pgdata')}`}; shop at http://localhost:${config.port}/ , API docs at http://localhost:${config.port}/api/docs`,
  );
}

let config: Config | undefined;
try {
  config = readConfig();
} catch (error) {
  refuseToStart(error);
}
if (config?.payments.provider === 'sandbox') console.warn(SANDBOX_WARNING);
if (config) await serve(config);
