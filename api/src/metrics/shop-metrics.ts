import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a PostgreSQL pool (pg.Pool) tells of its connections. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/** Orders counted when the transaction that placed or paid them has committed. */
export type OrderCounters = {
  placed: (paymentType: string) => void;
  paid: (paymentType: string) => void;
};

export type ShopMetrics = {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status_code'>;
  requestsTotal: Counter<'method' | 'route' | 'status_code'>;
  orders: OrderCounters;
  /** reports the pool's connections at each scrape (PostgreSQL; PGlite in process has no pool) */
  watchPool: (pool: PoolCounts) => void;
};

/** The shop's metrics, in a registry of their own (every app a test builds has one), for Prometheus to read. */
export function shopMetrics(): ShopMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requestsTotal = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const placed = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed by this instance, by payment type (online, cod)',
    labelNames: ['payment_type'],
    registers: [registry],
  });
  const paid = new Counter({
    name: 'shop_orders_paid_total',
    help: 'Orders marked Paid by this instance, by payment type (online, cod)',
    labelNames: ['payment_type'],
    registers: [registry],
  });
  return {
    registry,
    requests,
    requestsTotal,
    orders: {
      placed: (paymentType) => placed.inc({ payment_type: paymentType }),
      paid: (paymentType) => paid.inc({ payment_type: paymentType }),
    },
    watchPool: (pool) => {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge('db_pool_connections', 'Connections the database pool holds, in use or idle', () => pool.totalCount);
      gauge('db_pool_idle_connections', 'Connections of the pool waiting for a query', () => pool.idleCount);
      gauge('db_pool_waiting_requests', 'Queries waiting for a free connection of the pool', () => pool.waitingCount);
    },
  };
}
