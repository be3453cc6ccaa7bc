import pg from 'pg';

/**
 * A new, empty PostgreSQL database (by default the one of the bench's second shop), made through the server
 * at BENCH_POSTGRES_URL (default: the local server's `postgres` database).
 */
export async function freshBenchDatabase(
  name = 'healthy_grains_bench',
  adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
