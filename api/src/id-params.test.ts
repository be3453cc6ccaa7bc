/**
 * One id rule for every path: `/api/products/1e3` and `/api/product-combos/1e3` are both a 400, and so is any
 * route's id that is not decimal digits, signed in with whatever the route asks for.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { signedInAdmin } from './test/admin-builders.ts';
import { routesDeclaredIn } from './plugins/route-access.ts';
import { bearer } from './test/requests.ts';
import { roomyRateLimits } from './test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from './test/test-shop.ts';

/** Ids `Number()` reads as a number, and ids no route may take. */
const NOT_IDS = ['1e3', '0x10', '0b1', '+1', '%201', '1%20', '1.0', '1.5', '0', '-1', '%EF%BC%91', '2147483648'];
const INVALID_ID = { status: false, message: 'Invalid id: must be a positive whole number' };

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const routesWithId = () =>
  routesDeclaredIn(shop.app).filter(({ method, url }) => url.includes(':id') && method !== 'HEAD');

test('every route with an id in its path answers 400 to an id that is not decimal digits', async () => {
  const admin = await signedInAdmin(shop);
  const routes = routesWithId();
  assert.ok(routes.length >= 9, `only ${routes.length} routes with an id`);
  for (const route of routes) {
    const headers = bearer(route.access === 'admin' ? admin.adminToken : admin.token);
    for (const id of NOT_IDS) {
      const url = route.url.replace(':id', id);
      const response = await shop.app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      assert.equal(response.statusCode, 400, `${route.method} ${url}: ${response.body}`);
      assert.deepEqual(response.json(), INVALID_ID, `${route.method} ${url}`);
    }
  }
});

test('the same id in digits is found', async () => {
  const product = await shop.app.inject({ url: '/api/products/1' });
  assert.equal(product.statusCode, 200);
  assert.equal(product.json().data.id, 1);
  const combo = await shop.app.inject({ url: '/api/product-combos/1' });
  assert.equal(combo.statusCode, 200);
  assert.equal(combo.json().data.id, 1);
});
