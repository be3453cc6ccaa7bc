import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { orderResponse } from '../orders/schemas.ts';
import { orderOwnerOf } from '../payment/order-owner.ts';
import { shopperHeaders } from '../session/shopper-session.ts';
import { receivedOrder } from './service.ts';

const routes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/order-received/:id', {
    config: { access: 'public' },
    schema: {
      summary:
        'A guest order your session placed, or an order your account owns, to show or pay after checkout; any other id answers 404',
      headers: shopperHeaders,
      params: idParams,
      response: { 200: orderResponse, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request) => ({
      status: true as const,
      data: await receivedOrder(db, await orderOwnerOf(db, request), request.params.id),
    }),
  });
};

export const orderReceivedRoutes = moduleRoutes(import.meta.url, routes);
