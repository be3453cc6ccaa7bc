// Runs the API tests on an in-memory PGlite, then once more on PostgreSQL when TEST_DATABASE_URL is set.
// (Node 20's test runner takes no glob, so the files are listed here.) Files run side by side, one per core;
// on PostgreSQL each file's process then works in a database of its own, which this runner drops afterwards.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const apiDir = join(import.meta.dirname, '..');
const testFiles = readdirSync(join(apiDir, 'src'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort();
const cores = availableParallelism();

const run = (database, concurrency, env = {}) => {
  const where = database === 'postgres' ? process.env.TEST_DATABASE_URL : 'PGlite (in memory)';
  console.log(`\n# API tests on ${where}, ${concurrency} file(s) at a time`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), ...testFiles],
    { cwd: apiDir, stdio: 'inherit', env: { ...process.env, ...env, API_TEST_DATABASE: database } },
  );
  return result.status === 0;
};

/** Drops the databases the files of a PostgreSQL pass made (`{prefix}{pid}`). */
async function dropDatabasesNamed(client, prefix) {
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
  for (const { datname } of rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
}

async function runOnPostgres() {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const prefix = `${url.pathname.slice(1)}_file_`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT rolcreatedb OR rolsuper AS may FROM pg_roles WHERE rolname = current_user',
    );
    if (!rows[0]?.may) return run('postgres', 1);
    await dropDatabasesNamed(client, prefix);
    return run('postgres', cores, { TEST_DATABASE_PER_PROCESS_PREFIX: prefix });
  } finally {
    await dropDatabasesNamed(client, prefix).catch(() => undefined);
    await client.end();
  }
}

const passed = run('pglite', cores) && (!process.env.TEST_DATABASE_URL || (await runOnPostgres()));
process.exitCode = passed ? 0 : 1;
