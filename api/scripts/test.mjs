// Runs the API tests on an in-memory PGlite, then once more on PostgreSQL when TEST_DATABASE_URL is set.
// (Node 20's test runner takes no glob, so the files are listed here.)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const apiDir = join(import.meta.dirname, '..');
const testFiles = readdirSync(join(apiDir, 'src'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort();

const runOn = (database) => {
  console.log(`\n# API tests on ${database === 'postgres' ? process.env.TEST_DATABASE_URL : 'PGlite (in memory)'}`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2), ...testFiles],
    {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, API_TEST_DATABASE: database },
    },
  );
  return run.status === 0;
};

const passed = runOn('pglite') && (!process.env.TEST_DATABASE_URL || runOn('postgres'));
process.exitCode = passed ? 0 : 1;
