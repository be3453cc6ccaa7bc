import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

test('the OpenAPI document at /api/docs/json lists every API route, tagged with the module that serves it', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(response.statusCode, 200);
  const document = response.json<{ openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> }>();
  assert.match(document.openapi, /^3\./);
  const expected: Record<string, [method: 'get' | 'post' | 'put', tag: string]> = {
    '/api/session': ['get', 'session'],
    '/api/products': ['get', 'catalog'],
    '/api/products/{id}': ['get', 'catalog'],
    '/api/product-combos': ['get', 'catalog'],
    '/api/product-combos/{id}': ['get', 'catalog'],
    '/api/cart': ['get', 'cart'],
    '/api/cart/add': ['post', 'cart'],
    '/api/cart/add-combo': ['post', 'cart'],
    '/api/cart/update': ['post', 'cart'],
    '/api/cart/remove': ['post', 'cart'],
    '/api/cart/update-combo': ['post', 'cart'],
    '/api/cart/remove-combo': ['post', 'cart'],
    '/api/cart/apply-coupon': ['post', 'cart'],
    '/api/cart/auto-apply-coupon': ['post', 'cart'],
    '/api/cart/coupon-by-email': ['post', 'cart'],
    '/api/countries': ['get', 'geo'],
    '/api/states': ['get', 'geo'],
    '/api/checkout': ['post', 'checkout'],
    '/api/payment/options': ['get', 'payment'],
    '/api/payment/create-order': ['post', 'payment'],
    '/api/payment/verify': ['post', 'payment'],
    '/api/payment/webhook': ['post', 'payment'],
    '/api/payment/sandbox/pay': ['post', 'payment'],
    '/api/orders': ['get', 'orders'],
    '/api/orders/{id}': ['get', 'orders'],
    '/api/order-received/{id}': ['get', 'order-received'],
    '/api/orders/cancel/{id}': ['get', 'orders'],
    '/api/orders/getOrderRecords': ['get', 'orders-admin'],
    '/api/orders/getOrderRecord/{id}': ['get', 'orders-admin'],
    '/api/orders/updateStatus': ['post', 'orders-admin'],
    '/api/coupons': ['get', 'coupons'],
    '/api/coupons/store': ['post', 'coupons'],
    '/api/coupons/update/{id}': ['put', 'coupons'],
    '/api/coupons/updateStatus': ['post', 'coupons'],
    '/api/products/getProductRecords': ['get', 'products-admin'],
    '/api/products/getProductRecord/{id}': ['get', 'products-admin'],
    '/api/products/store': ['post', 'products-admin'],
    '/api/products/update/{id}': ['post', 'products-admin'],
    '/api/products/updateStatus': ['post', 'products-admin'],
    '/api/product-combos/getProductComboRecords': ['get', 'product-combos-admin'],
    '/api/product-combos/store': ['post', 'product-combos-admin'],
    '/api/product-combos/updateStatus': ['post', 'product-combos-admin'],
    '/api/users/getUserRecords': ['get', 'users'],
    '/api/registration-mail': ['post', 'registration'],
    '/api/confirm-email': ['get', 'registration'],
    '/api/login': ['post', 'sign-in'],
    '/api/login-link-mail': ['post', 'sign-in'],
    '/api/login-link': ['post', 'sign-in'],
    '/api/logout': ['post', 'auth'],
    '/api/reset-password-mail': ['post', 'password'],
    '/api/set-password': ['post', 'password'],
    '/api/user-by-email': ['post', 'auth'],
    '/api/validate-password': ['post', 'users'],
    '/api/user': ['get', 'users'],
    '/api/user/{id}': ['get', 'users'],
    '/api/user/update': ['post', 'users'],
    '/api/send-mail': ['post', 'contact'],
    '/api/sign-up': ['post', 'newsletter'],
    '/api/health': ['get', 'health'],
    '/api/ready': ['get', 'health'],
  };
  assert.deepEqual(Object.keys(document.paths).sort(), Object.keys(expected).sort());
  for (const [path, [method, tag]] of Object.entries(expected))
    assert.deepEqual(document.paths[path]?.[method]?.tags, [tag], path);
});

test('the product detail documents its id parameter and its answers', async () => {
  const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operation = document.paths['/api/products/{id}'].get;
  assert.equal(operation.parameters[0].name, 'id');
  assert.equal(operation.parameters[0].in, 'path');
  assert.deepEqual(Object.keys(operation.responses).sort(), ['200', '400', '404', '503']);
  assert.equal(operation.parameters[0].schema.maxLength, 10);
  const pattern = new RegExp(operation.parameters[0].schema.pattern as string);
  for (const id of ['1', '007', '2147483647']) assert.ok(pattern.test(id), id);
  for (const id of ['0', '2147483648', '1e3', '+1']) assert.ok(!pattern.test(id), id);
});

test('the contact and newsletter calls document their body and every answer, the limits included', async () => {
  const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const contact = document.paths['/api/send-mail'].post;
  assert.deepEqual(Object.keys(contact.requestBody.content['application/json'].schema.properties).sort(), [
    'contact_no',
    'email',
    'first_name',
    'last_name',
    'message',
  ]);
  assert.deepEqual(contact.requestBody.content['application/json'].schema.required, [
    'first_name',
    'last_name',
    'email',
    'contact_no',
  ]);
  assert.equal(contact.requestBody.content['application/json'].schema.properties.email.format, 'email');
  assert.deepEqual(Object.keys(contact.responses).sort(), ['201', '400', '401', '413', '415', '429', '503']);
  const newsletter = document.paths['/api/sign-up'].post;
  assert.deepEqual(Object.keys(newsletter.requestBody.content['application/json'].schema.properties), ['email']);
  assert.deepEqual(Object.keys(newsletter.responses).sort(), ['201', '400', '401', '413', '415', '429', '503']);
});

test('every call that reads a body documents the refusal of one too large (413) or compressed (415)', async () => {
  const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, { responses: object }>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => [`${method} ${path}`, Object.keys(operation.responses)] as const),
  );
  assert.ok(operations.length > 30, `${operations.length} calls`);
  for (const [call, statuses] of operations) {
    assert.ok(statuses.includes('413') && statuses.includes('415'), `${call}: ${statuses.join(', ')}`);
  }
});

test('the docs page is served at /api/docs', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/docs' });
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /text\/html/);
  assert.match(response.body, /swagger/i);
});
