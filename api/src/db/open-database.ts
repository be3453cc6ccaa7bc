import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { oneTransactionAtATime } from './one-transaction-at-a-time.ts';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabase = {
  db: Database;
  close: () => Promise<void>;
  /**
   * Runs start-up work (the seeds) while no other instance on the same PostgreSQL runs its own, so instances
   * started together seed an empty database once; PGlite has one process, which runs it at once.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** the connection pool, whose counts the metrics report */
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /**
   * Copies the embedded database's files into the folder `into` at one instant between two statements, for an
   * online backup; none on PostgreSQL, which pg_dump backs up.
   */
  snapshot?: (into: string) => Promise<void>;
};

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** `startFrom`: a copy made by `migratedDatabaseCopy()`, which spares initdb and the migrations */
  | { kind: 'pglite-in-memory'; startFrom?: ArrayBuffer };

export type DatabaseOptions = {
  /** PostgreSQL dropped an idle connection of the pool (a restart, a failover, pg_terminate_backend) */
  onConnectionLost?: (error: Error) => void;
  /** PGlite's thread ended unexpectedly and a new one is starting */
  onDatabaseRestart?: (reason: string) => void;
};

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/**
 * Bounds on every request's database work, so that a database that is down or silent answers quickly
 * (a 503) instead of holding requests: a connection, or a free place in the pool, within 3 s; a statement
 * within 10 s, cancelled by the server; and an answer within 12 s even when the server stopped answering
 * (a network cut leaves the connection open), past the server's own limit so a slow server cancels first.
 */
const requestTimeouts = { connectionTimeoutMillis: 3_000, statement_timeout: 10_000, query_timeout: 12_000 };

/** For an 'error' event whose error reaches the caller anyway, through the query it failed. */
const reportedByTheQuery = () => undefined;

const closeOnce = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

/** Any fixed number: the key of the advisory lock that every instance's start-up work takes. */
const START_LOCK_KEY = 74_050_301;

/**
 * Runs `work` on a connection of its own, without the request timeouts (a migration may take long), holding
 * the start-up lock: ending the connection releases it, even when `work` fails.
 */
async function withStartLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: requestTimeouts.connectionTimeoutMillis,
  });
  client.on('error', reportedByTheQuery);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.end();
  }
}

const migratePostgres = (url: string) =>
  withStartLock(url, (client) => migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder }));

function openPostgres(url: string, { onConnectionLost = () => undefined }: DatabaseOptions): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, ...requestTimeouts });
  // Without these listeners a dropped connection is an unhandled 'error' event, which ends the process. The
  // pool drops the connection and opens a new one when next needed; a query that was using it fails, and
  // the request answers 503 (plugins/error-handling.ts).
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', reportedByTheQuery));
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    close: closeOnce(() => pool.end()),
    exclusively: (work) => withStartLock(url, work),
    pool,
  };
}

/**
 * PGlite in a thread of its own (pglite-thread.ts), reached through the same node-postgres pool and Drizzle
 * driver as PostgreSQL, over one connection: PGlite runs one session. Its statements run one at a time
 * whatever happens, so there is no statement timeout to set; `query_timeout` still bounds a thread that
 * stopped answering.
 */
async function openPglite(
  location: Exclude<DatabaseLocation, { kind: 'postgres' }>,
  { onConnectionLost = () => undefined, onDatabaseRestart = () => undefined }: DatabaseOptions,
): Promise<OpenDatabase & { thread: PgliteThread }> {
  const dataDir = location.kind === 'pglite' ? location.dataDir : undefined;
  const startFrom = location.kind === 'pglite-in-memory' ? location.startFrom : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : undefined;
  let thread: PgliteThread | undefined;
  let pool: pg.Pool | undefined;
  const close = closeOnce(async () => {
    try {
      await pool?.end();
      await thread?.close();
    } finally {
      release?.();
    }
  });
  try {
    thread = await startPgliteThread({ dataDir, startFrom, onRestart: onDatabaseRestart });
    pool = new pg.Pool({
      host: thread.socketDir,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      connectionTimeoutMillis: requestTimeouts.connectionTimeoutMillis,
      query_timeout: requestTimeouts.query_timeout,
    });
    pool.on('error', onConnectionLost);
    pool.on('connect', (client) => client.on('error', reportedByTheQuery));
    const db = drizzleNodePostgres({ client: pool, schema });
    await migrateNodePostgres(db, { migrationsFolder });
    oneTransactionAtATime(db);
    return { db, close, exclusively: (work) => work(), pool, thread, snapshot: thread.copyFiles };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens the database and brings its schema up to date with the generated migrations. */
export async function openDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (location.kind !== 'postgres') return openPglite(location, options);
  await migratePostgres(location.url);
  return openPostgres(location.url, options);
}

/** A new in-memory database, migrated and empty, copied for in-memory databases to start from (tests open many). */
export async function migratedDatabaseCopy(): Promise<ArrayBuffer> {
  const { thread, close } = await openPglite({ kind: 'pglite-in-memory' }, {});
  try {
    return await thread.copy();
  } finally {
    await close();
  }
}
