import pg from 'pg';

const NAME = 'healthy_grains_bench';

/**
 * A new, empty PostgreSQL database for the bench's second shop, made through the server
 * at BENCH_POSTGRES_URL (default: the local server's `postgres` database).
 */
export async function freshBenchDatabase(
  adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${NAME}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  return url.href;
}
