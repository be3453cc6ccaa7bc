import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponse } from 'shared/contracts/session';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { startSession } from './service.ts';

const routes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/session', {
    config: { access: 'public' },
    schema: {
      summary: 'Start a shopper session; the client sends its id back in the X-session-id header',
      response: { 200: sessionResponse },
    },
    handler: async () => ({ status: true as const, session_id: await startSession(db) }),
  });
};

export const sessionRoutes = moduleRoutes(import.meta.url, routes);
