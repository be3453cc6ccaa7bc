import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

test('the OpenAPI document at /api/docs/json lists every API route with its tag', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(response.statusCode, 200);
  const document = response.json() as { openapi: string; paths: Record<string, { get?: { tags?: string[] } }> };
  assert.match(document.openapi, /^3\./);
  const expected = {
    '/api/session': 'session',
    '/api/products': 'catalog',
    '/api/products/{id}': 'catalog',
    '/api/product-combos': 'catalog',
    '/api/product-combos/{id}': 'catalog',
    '/api/health': 'health',
  };
  assert.deepEqual(Object.keys(document.paths).sort(), Object.keys(expected).sort());
  for (const [path, tag] of Object.entries(expected)) assert.deepEqual(document.paths[path]?.get?.tags, [tag], path);
});

test('the product detail documents its id parameter and its answers', async () => {
  const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operation = document.paths['/api/products/{id}'].get;
  assert.equal(operation.parameters[0].name, 'id');
  assert.equal(operation.parameters[0].in, 'path');
  assert.deepEqual(Object.keys(operation.responses).sort(), ['200', '400', '404']);
});

test('the docs page is served at /api/docs', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/docs' });
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /text\/html/);
  assert.match(response.body, /swagger/i);
});
