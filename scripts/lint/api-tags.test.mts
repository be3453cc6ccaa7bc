/**
 * The API document's tags are the module folders: every route of a module (api/src/modules/<module>/) is tagged
 * with its folder's name, every API URL is a module's, and the document lists one tag per module. /api/docs then
 * maps any URL to the folder that serves it. Run by `npm run lint` with node:test; it builds the app without a
 * database (api/src/route-table/app-routes.ts), which takes a second or two.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readConfig } from '../../api/src/config.ts';
import { API_DOC_TAGS } from '../../api/src/plugins/api-docs.ts';
import { appRoutes } from '../../api/src/route-table/app-routes.ts';

const root = path.resolve(import.meta.dirname, '../..');

const moduleFolders = readdirSync(path.join(root, 'api/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// the default settings: no setting adds or removes an API route
const routes = await appRoutes(readConfig({}));
const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

test("every module's route is tagged with the module's folder, and nothing else is tagged", () => {
  const modules = routes.filter((route) => route.module !== undefined);
  assert.ok(modules.length > 50, `only ${modules.length} routes of modules`);
  for (const route of routes) {
    assert.deepEqual(route.tags, route.module && [route.module], named(route));
    if (route.module) assert.ok(moduleFolders.includes(route.module), `${named(route)}: ${route.module} is no module`);
  }
});

test("every API route is a module's; only the API docs' own pages are not", () => {
  const outside = routes.filter(
    (route) => !route.module && route.url.startsWith('/api/') && !/^\/api\/docs(\/|$)/.test(route.url),
  );
  assert.deepEqual(outside.map(named), []);
});

test('the document lists one tag per module with routes, and no other', () => {
  const tagged = [...new Set(routes.flatMap((route) => route.module ?? []))].sort();
  assert.deepEqual(API_DOC_TAGS.map((tag) => tag.name).sort(), tagged);
});
