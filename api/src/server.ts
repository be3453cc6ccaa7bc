import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig, repoRoot } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { renderMissingCatalogImages } from './db/seed/catalog-images.ts';
import { seedCatalog } from './db/seed/seed-catalog.ts';
import { seedCoupons } from './db/seed/seed-coupons.ts';
import { seedGeography } from './db/seed/seed-geography.ts';

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const storageDir = join(config.dataDir, 'storage');
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') },
);

const app = await buildApp({
  db: database.db,
  storageDir,
  frontEnds: { frontEndRoot: repoRoot, remotesFile: config.remotesFile },
  corsOrigins: config.corsOrigins,
  checkout: config.checkout,
  payments: config.payments,
  mail: config.mail,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});

if (!config.mail.smtpUrl) app.log.info('SMTP_URL is not set: mail is kept in the mail_outbox table instead of sent');
if (await seedCatalog(database.db)) app.log.info('seeded the catalogue into an empty database');
if (await seedCoupons(database.db)) app.log.info('seeded the coupons into an empty coupons table');
if (await seedGeography(database.db)) app.log.info('seeded the countries and states into an empty table');
const renderedImages = await renderMissingCatalogImages(database.db, storageDir);
if (renderedImages > 0) app.log.info(`drew ${renderedImages} catalogue images into ${storageDir}`);

const closeAndExit = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', closeAndExit);
process.once('SIGTERM', closeAndExit);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pgdata')}`}; shop at http://localhost:${config.port}/ , API docs at http://localhost:${config.port}/api/docs`,
);
