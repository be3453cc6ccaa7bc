/**
 * Test builders live with the other API test helpers in api/src/test/, never in a module folder: a module holds
 * what the shop runs, and its tests. Run by `npm run lint` with node:test.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

/** The `*-builders.ts` files under `folder`, relative to the repository's root. */
const buildersUnder = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-builders.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));

test('no *-builders.ts under api/src/modules: test builders are in api/src/test', () => {
  assert.deepEqual(buildersUnder('api/src/modules'), []);
  assert.ok(buildersUnder('api/src/test').length > 0, 'no builders in api/src/test: is the folder still there?');
});
