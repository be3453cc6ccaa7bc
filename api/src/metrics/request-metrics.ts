import fp from 'fastify-plugin';
import type { ShopMetrics } from './shop-metrics.ts';

/** The label of every path no route has: the pages rendered on the server, and unknown paths (404). */
export const PAGES_ROUTE = '(pages)';

/** Counts and times every answer by its route's pattern (`/api/products/:id`), never the raw URL. */
export const requestMetrics = fp<{ metrics: ShopMetrics }>(
  async (app, { metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? PAGES_ROUTE,
        status_code: reply.statusCode,
      };
      metrics.requestsTotal.inc(labels);
      metrics.requests.observe(labels, reply.elapsedTime / 1_000);
    });
  },
  { name: 'request-metrics' },
);
