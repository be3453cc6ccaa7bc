import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from 'shared/contracts/envelope';
import { z } from 'zod';
import type { Database } from '../../db/open-database.ts';
import { isDatabaseReachable } from './service.ts';

const healthResponse = envelope(z.object({ database: z.literal('reachable') }));

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Whether the API can reach its database',
      response: { 200: healthResponse, 503: errorEnvelope },
    },
    handler: async (request, reply) => {
      if (await isDatabaseReachable(db)) return { status: true as const, data: { database: 'reachable' as const } };
      request.log.error('health check: the database is not reachable');
      return reply.code(503).send({ status: false, message: 'The database is not reachable.' });
    },
  });
};
