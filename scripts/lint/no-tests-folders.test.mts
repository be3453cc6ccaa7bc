/**
 * Tests sit beside the file they test (`cart-panel.tsx`, `cart-panel.test.tsx`) in every package, and helpers only
 * tests use in a `testing/` folder: no `__tests__` folder, the front ends' old habit, which the API never had. Run
 * by `npm run lint` with node:test.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

/** The repository's files, committed or new (what .gitignore leaves out is not the repository's). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '');

test('no __tests__ folder anywhere: a test sits beside the file it tests', () => {
  assert.deepEqual(
    files.filter((file) => file.split('/').includes('__tests__')),
    [],
  );
  assert.ok(
    files.some((file) => file.endsWith('.test.tsx')),
    'no front-end test found: is git listing the files?',
  );
});
