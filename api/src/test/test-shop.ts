import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.ts';
import { readTestSettings } from '../config.ts';
import { type Database, migratedDatabaseCopy, type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { renderMissingCatalogImages } from '../db/seed/catalog-images.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedCoupons } from '../db/seed/seed-coupons.ts';
import { seedGeography } from '../db/seed/seed-geography.ts';
import type { FrontEndOptions } from '../plugins/front-ends.ts';

export type TestShop = {
  app: FastifyInstance;
  db: Database;
  database: OpenDatabase;
  storageDir: string;
  close: () => Promise<void>;
};

const testSettings = readTestSettings();

/** The test runner (scripts/test.mjs) picks the database of this pass. */
export const onPostgres = testSettings.database === 'postgres';

/**
 * The skip of a test about the embedded database itself (its files, thread, lock, single connection). A run with
 * PostgreSQL runs every file there, and again on PGlite only the files that name this (scripts/test.mjs).
 */
export const aboutEmbeddedDatabase = onPostgres && 'about the embedded database: runs on the PGlite pass';

/** The database of this process's tests on the PostgreSQL pass, beside the configured one when it has its own. */
function databaseOfThisProcess(): string | undefined {
  const prefix = testSettings.databasePerProcessPrefix;
  if (!testSettings.databaseUrl || !prefix) return testSettings.databaseUrl;
  const url = new URL(testSettings.databaseUrl);
  url.pathname = `/${prefix}${process.pid}`;
  return url.href;
}

const databaseUrl = onPostgres ? databaseOfThisProcess() : undefined;
if (databaseUrl && databaseUrl !== testSettings.databaseUrl) {
  const admin = new pg.Client({ connectionString: testSettings.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${new URL(databaseUrl).pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
}

/** The PostgreSQL database of the PostgreSQL pass (its `public` schema is reset by each test shop). */
export function testDatabaseUrl(): string {
  if (!databaseUrl) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  return databaseUrl;
}

/** Drops everything of the PostgreSQL pass's database: a new, empty database. */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE',
    );
  } finally {
    await client.end();
  }
}

/**
 * A migrated in-memory database, which a test's PGlite starts from in a fraction of initdb's and the migrations'
 * seconds: made once per run when the runner names its file (a file made by another process is only ever
 * renamed into place whole), else once per test file.
 */
async function makeOrReadDatabaseCopy(file = testSettings.databaseCopyFile): Promise<ArrayBuffer> {
  if (!file) return migratedDatabaseCopy();
  try {
    const kept = await readFile(file);
    return kept.buffer.slice(kept.byteOffset, kept.byteOffset + kept.byteLength);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const copy = await migratedDatabaseCopy();
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, new Uint8Array(copy));
  await rename(partial, file);
  return copy;
}

let databaseCopy: Promise<ArrayBuffer> | undefined;

export async function openTestDatabase(): Promise<OpenDatabase> {
  if (!onPostgres)
    return openDatabase({ kind: 'pglite-in-memory', startFrom: await (databaseCopy ??= makeOrReadDatabaseCopy()) });
  const url = testDatabaseUrl();
  await emptyPostgres(url);
  return openDatabase({ kind: 'postgres', url });
}

type TestShopOptions = {
  checkout?: AppOptions['checkout'];
  payments?: AppOptions['payments'];
  mail?: AppOptions['mail'];
  mailWorker?: AppOptions['mailWorker'];
  rateLimits?: AppOptions['rateLimits'];
  accounts?: AppOptions['accounts'];
  retentionCleanup?: AppOptions['retentionCleanup'];
  frontEnds?: FrontEndOptions;
  metrics?: AppOptions['metrics'];
  logger?: FastifyServerOptions['logger'];
  /** draw the catalogue images into storage (a second or so; only the tests that look at images need it) */
  images?: boolean;
};

/** A shop on a fresh, migrated and seeded database, with a temporary storage folder. */
export async function startTestShop({ images = false, ...appOptions }: TestShopOptions = {}): Promise<TestShop> {
  const database = await openTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'hg-storage-'));
  await seedCatalog(database.db);
  await seedCoupons(database.db);
  await seedGeography(database.db);
  if (images) await renderMissingCatalogImages(database.db, storageDir);
  const app = await buildApp({ db: database.db, storageDir, ...appOptions });
  return {
    app,
    db: database.db,
    database,
    storageDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
