import { findRoute, routeTable } from './route-table.ts';

// the first match wins, so an earlier route must never take an address that a later one is for
test.each(routeTable.map((entry) => [entry.path, entry] as const))('%s finds its own route', (path, entry) => {
  expect(findRoute(path.replace(/:[^/]+/g, '7'))).toBe(entry);
});

test('an address of no route finds none', () => {
  expect(findRoute('/no-such-page')).toBeUndefined();
  expect(findRoute('/viewProduct/3/reviews')).toBeUndefined();
});
