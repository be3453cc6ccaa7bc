import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from 'shared/contracts/envelope';
import { z } from 'zod';
import type { Database } from '../../db/open-database.ts';
import type { ImageDrawing } from '../../db/seed/image-drawing.ts';
import { type DrainState, SHUTTING_DOWN } from '../../plugins/draining.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { isDatabaseReachable } from './service.ts';

const healthResponse = envelope(
  z.object({
    database: z.literal('reachable'),
    images: z
      .literal('drawing')
      .optional()
      .describe('The catalogue images missing at start are being drawn; each answers a placeholder until it is.'),
  }),
);
const readyResponse = envelope(z.object({ ready: z.literal(true) }));
const DATABASE_UNREACHABLE = 'The database is not reachable.';

const routes: FastifyPluginAsyncZod<{
  db: Database;
  drain: DrainState;
  imageDrawing: ImageDrawing;
}> = async (app, { db, drain, imageDrawing }) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      summary: 'Whether the API can reach its database (liveness)',
      response: { 200: healthResponse, 503: errorEnvelope },
    },
    handler: async (request, reply) => {
      if (await isDatabaseReachable(db)) {
        const images = imageDrawing.underWay ? { images: 'drawing' as const } : {};
        return { status: true as const, data: { database: 'reachable' as const, ...images } };
      }
      request.log.error('health check: the database is not reachable');
      return reply.code(503).send({ status: false, message: DATABASE_UNREACHABLE });
    },
  });

  app.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      summary:
        'Whether this instance should be sent requests (readiness): 503 while it shuts down or cannot reach its database',
      response: { 200: readyResponse, 503: errorEnvelope },
    },
    handler: async (request, reply) => {
      if (drain.draining) return reply.code(503).send({ status: false, message: SHUTTING_DOWN });
      if (await isDatabaseReachable(db)) return { status: true as const, data: { ready: true as const } };
      request.log.warn('readiness check: the database is not reachable');
      return reply.code(503).send({ status: false, message: DATABASE_UNREACHABLE });
    },
  });
};

export const healthRoutes = moduleRoutes(import.meta.url, routes);
