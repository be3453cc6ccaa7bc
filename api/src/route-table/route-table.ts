import type { DeclaredRoute } from '../plugins/route-access.ts';

const NONE = '-';

/**
 * The routes as `npm run routes` prints them, by URL: method, URL, the module of api/src/modules that serves it
 * and who may call it. A GET's HEAD twin is left out. "-" as module: a route of a plugin or package (the API
 * docs, images, the front ends' files); "-" as access: a package's route, which reads no token (route-access.test.ts).
 */
export function routeTable(routes: readonly DeclaredRoute[]): string {
  const gets = new Set(routes.filter(({ method }) => method === 'GET').map(({ url }) => url));
  const rows = routes
    .filter(({ method, url }) => !(method === 'HEAD' && gets.has(url)))
    .toSorted((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map(({ method, url, module, access }) => [method, url, module ?? NONE, access ?? NONE]);
  const lines = [['METHOD', 'URL', 'MODULE', 'ACCESS'], ...rows];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  return lines
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
