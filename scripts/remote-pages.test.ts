import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotePageIds, remoteWidgetIds } from '../shell/src/routes/remote-modules.ts';
import { routeTable } from '../shell/src/routes/route-table.ts';
import { federationName } from './federation-name.ts';

const root = path.resolve(__dirname, '..');

/** Each remote's `exposes` as its rspack config writes them: `'./Name': './src/exposes/file.tsx'`. */
const exposed = readdirSync(root)
  .filter((folder) => folder.startsWith('mfe-'))
  .flatMap((folder) =>
    [...readFileSync(path.join(root, folder, 'rspack.config.ts'), 'utf8').matchAll(/'\.\/(\w+)': '([^']+)'/g)].map(
      ([, name, file]) => ({ id: `${federationName(folder)}/${name}`, file: path.join(root, folder, file!) }),
    ),
  );
const exposedIds = exposed.map(({ id }) => id);
const routedPages = new Set<string>(routeTable.map(({ page }) => page));

test('every route shows a page the shell knows', () => {
  expect(routeTable.filter(({ page }) => !(remotePageIds as readonly string[]).includes(page))).toEqual([]);
});

test('every page and widget the shell loads is exposed by the remote its id names', () => {
  expect([...remotePageIds, ...remoteWidgetIds].filter((id) => !exposedIds.includes(id))).toEqual([]);
});

test('every exposed module is a file of its remote', () => {
  expect(exposed.filter(({ file }) => !existsSync(file))).toEqual([]);
});

test('every exposed page has a route; what else is exposed is a widget of the chrome', () => {
  expect(remotePageIds.filter((id) => !routedPages.has(id))).toEqual([]);
  const widgets = new Set<string>(remoteWidgetIds);
  expect(exposedIds.filter((id) => !routedPages.has(id) && !widgets.has(id))).toEqual([]);
});
