// Runs the API tests once: on PostgreSQL when TEST_DATABASE_URL is set, else on an in-memory PGlite. With
// PostgreSQL, the files about the embedded database itself (those naming `aboutEmbeddedDatabase`) run on PGlite
// too. (Node 20's test runner takes no glob, so the files are listed here.) Files run side by side, one per core;
// on PostgreSQL each file's process then works in a database of its own, which this runner drops afterwards.
// Arguments are passed to the test runner; file paths among them (src/….test.ts) run only those files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const apiDir = join(import.meta.dirname, '..');
const isTestFile = (file) => file.endsWith('.test.ts');
const named = process.argv.slice(2).filter(isTestFile);
const options = process.argv.slice(2).filter((argument) => !isTestFile(argument));
const testFiles = named.length
  ? named
  : readdirSync(join(apiDir, 'src'), { recursive: true })
      .filter(isTestFile)
      .map((file) => join('src', file))
      .sort();
const aboutEmbeddedDatabase = testFiles.filter((file) =>
  readFileSync(join(apiDir, file), 'utf8').includes('aboutEmbeddedDatabase'),
);
const cores = availableParallelism();

const run = (database, files, concurrency, env = {}) => {
  if (files.length === 0) return true;
  const where = database === 'postgres' ? process.env.TEST_DATABASE_URL : 'PGlite (in memory)';
  console.log(`\n# ${files.length} API test file(s) on ${where}, ${concurrency} at a time`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-force-exit', `--test-concurrency=${concurrency}`, ...options, ...files],
    { cwd: apiDir, stdio: 'inherit', env: { ...process.env, ...env, API_TEST_DATABASE: database } },
  );
  return result.status === 0;
};

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Drops the databases of this pass's files (`{base}{runner pid}_{file pid}`), and those a run that is no longer
 * running left behind; another run's, on the same server at the same time, are left alone. All at once: each drop
 * waits for a checkpoint, which drops at the same time share (one after another, 88 took two and a half minutes).
 */
async function dropDatabases(pool, base, own) {
  const { rows } = await pool.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [base]);
  const dropped = rows
    .map(({ datname }) => datname)
    .filter((datname) => datname.startsWith(own) || !isRunning(Number(/^\d+/.exec(datname.slice(base.length))?.[0])));
  await Promise.all(dropped.map((datname) => pool.query(`DROP DATABASE "${datname}" WITH (FORCE)`)));
}

async function runOnPostgres(files) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const base = `${url.pathname.slice(1)}_file_`;
  const prefix = `${base}${process.pid}_`;
  const pool = new pg.Pool({ connectionString: url.href, max: 16 });
  try {
    const { rows } = await pool.query(
      'SELECT rolcreatedb OR rolsuper AS may FROM pg_roles WHERE rolname = current_user',
    );
    if (!rows[0]?.may) return run('postgres', files, 1);
    await dropDatabases(pool, base, prefix);
    return run('postgres', files, cores, { TEST_DATABASE_PER_PROCESS_PREFIX: prefix });
  } finally {
    await dropDatabases(pool, base, prefix).catch(() => undefined);
    await pool.end();
  }
}

function runOnPglite(files) {
  // where the first file keeps a migrated database for every test's to start from (test/test-shop.ts)
  const copyDir = mkdtempSync(join(tmpdir(), 'api-tests-database-copy-'));
  try {
    return run('pglite', files, cores, { TEST_DATABASE_COPY_FILE: join(copyDir, 'migrated.tar') });
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}

const passed = process.env.TEST_DATABASE_URL
  ? (await runOnPostgres(testFiles)) && runOnPglite(aboutEmbeddedDatabase)
  : runOnPglite(testFiles);
process.exitCode = passed ? 0 : 1;
