import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, type Registry } from 'prom-client';
import { z } from 'zod';

/**
 * GET /metrics in Prometheus' text format, with Node's process metrics, on a listener of its own (METRICS_PORT):
 * the shop's port, which the public reaches, never serves it, and no token needs sharing with Prometheus.
 */
export async function startMetricsServer(
  registry: Registry,
  where: { port: number; host: string },
  log: FastifyBaseLogger,
): Promise<FastifyInstance> {
  // collected only where they are served: their event-loop and GC observers are not free
  collectDefaultMetrics({ register: registry });
  // a scrape every few seconds is not worth two log lines each
  const server = Fastify({ loggerInstance: log.child({ job: 'metrics' }), disableRequestLogging: true });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.withTypeProvider<ZodTypeProvider>().get('/metrics', {
    schema: { response: { 200: z.string() } },
    handler: async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  });
  await server.listen(where);
  return server;
}
