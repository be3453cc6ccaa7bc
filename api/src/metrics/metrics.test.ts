import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { onlineOrder, postAs, sandboxPayment } from '../test/shop-builders.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { startMetricsServer } from './metrics-server.ts';
import { shopMetrics } from './shop-metrics.ts';

let shop: TestShop;
let metricsServer: FastifyInstance;
let metricsUrl: string;
before(async () => {
  const metrics = shopMetrics();
  shop = await startTestShop({ metrics });
  metrics.watchPool(shop.database.pool);
  metricsServer = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' }, shop.app.log);
  metricsUrl = `http://127.0.0.1:${(metricsServer.server.address() as AddressInfo).port}/metrics`;
});
after(async () => {
  await metricsServer.close();
  await shop.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, or undefined when it has not been written. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test('requests are counted and timed by route pattern, never by raw URL', async () => {
  for (const id of [1, 2, 2]) await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
  await shop.app.inject({ method: 'GET', url: '/no-such-page' });
  const text = await scrape();
  assert.equal(valueOf(text, 'http_requests_total{method="GET",route="/api/products/:id",status_code="200"}'), 3);
  assert.equal(
    valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="200"}'),
    3,
  );
  assert.equal(valueOf(text, 'http_requests_total{method="GET",route="(pages)",status_code="404"}'), 1);
  assert.doesNotMatch(text, /route="\/api\/products\/\d/);
  assert.doesNotMatch(text, /no-such-page/);
});

test('orders are counted when placed and when paid, once', async () => {
  const order = await onlineOrder(shop);
  const payment = await sandboxPayment(shop, order);
  for (let time = 0; time < 2; time += 1)
    assert.equal((await postAs(shop, order.sessionId, '/api/payment/verify', payment)).statusCode, 200);
  const text = await scrape();
  assert.equal(valueOf(text, 'shop_orders_placed_total{payment_type="online"}'), 1);
  assert.equal(valueOf(text, 'shop_orders_paid_total{payment_type="online"}'), 1);
});

test("the process's own metrics are there, and the database pool's", async () => {
  const text = await scrape();
  assert.ok(valueOf(text, 'process_cpu_user_seconds_total')! > 0);
  assert.ok(valueOf(text, 'nodejs_heap_size_used_bytes')! > 0);
  assert.ok(valueOf(text, 'db_pool_connections')! >= 1);
  assert.equal(valueOf(text, 'db_pool_waiting_requests'), 0);
});

test("the shop's own port does not serve the metrics", async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/metrics' });
  assert.equal(response.statusCode, 404);
  assert.doesNotMatch(response.body, /http_requests_total/);
});
