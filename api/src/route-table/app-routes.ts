import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { type Config, readConfig, repoRoot } from '../config.ts';
import type { Database } from '../db/open-database.ts';
import { type DeclaredRoute, routesDeclaredIn } from '../plugins/route-access.ts';

/** Building the app declares its routes without a query: any use of this database is a mistake, and says so. */
const noDatabase = new Proxy<object>(
  {},
  {
    get: (_database, property) => {
      throw new Error(`the app's routes are read without a database, yet db.${String(property)} was used`);
    },
  },
) as Database;

/**
 * Every route of the app as server.ts builds it, the front ends and the configured CORS origins included: built
 * without listening, without a database or Redis, and with its images folder in a temporary one, never DATA_DIR.
 */
export async function appRoutes(config: Config = readConfig()): Promise<DeclaredRoute[]> {
  const storageDir = await mkdtemp(join(tmpdir(), 'hg-routes-'));
  try {
    const app = await buildApp({
      db: noDatabase,
      storageDir,
      frontEnds: { frontEndRoot: repoRoot, remotesFile: config.remotesFile },
      corsOrigins: config.corsOrigins,
      rateLimits: { ...config.rateLimits, redisUrl: undefined },
    });
    try {
      return routesDeclaredIn(app);
    } finally {
      await app.close();
    }
  } finally {
    await rm(storageDir, { recursive: true, force: true });
  }
}
