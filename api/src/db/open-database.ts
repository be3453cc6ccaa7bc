import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabase = {
  db: Database;
  close: () => Promise<void>;
};

export type DatabaseLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-in-memory' };

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

const closeOnce = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

/** Opens the database and brings its schema up to date with the generated migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, connectionTimeoutMillis: 5_000 });
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: closeOnce(() => pool.end()) };
  }

  if (location.kind === 'pglite') mkdirSync(location.dataDir, { recursive: true });
  const client = location.kind === 'pglite' ? new PGlite(location.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: closeOnce(() => client.close()) };
}
