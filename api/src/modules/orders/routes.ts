import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import { ORDER_MESSAGES } from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { signedInUser } from '../../plugins/route-access.ts';
import { bearerHeaders, cancelOrderResponse, orderListResponse, orderResponse } from './schemas.ts';
import { cancelOrder, findOrder, listOrders } from './service.ts';

const routes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/orders', {
    config: { access: 'signed-in' },
    schema: {
      summary: "The signed-in customer's orders, newest first",
      headers: bearerHeaders,
      response: { 200: orderListResponse, 401: errorEnvelope },
    },
    handler: async (request) => ({ status: true as const, data: await listOrders(db, signedInUser(request).id) }),
  });

  app.get('/api/orders/cancel/:id', {
    config: { access: 'signed-in', changesState: true },
    schema: {
      summary: 'Cancel one of your own orders placed while signed in, before it ships (a GET, as clients call it)',
      headers: bearerHeaders,
      params: idParams,
      response: {
        200: cancelOrderResponse,
        400: errorEnvelope,
        401: errorEnvelope,
        404: errorEnvelope,
        409: errorEnvelope,
      },
    },
    handler: async (request) => {
      const cancelled = await cancelOrder(db, signedInUser(request).id, request.params.id);
      if (cancelled.paymentStatus === 'Paid' && cancelled.paymentType === 'online') {
        request.log.warn({ orderNumber: cancelled.orderNumber }, 'a paid order was cancelled: its refund is due');
      }
      return { status: true as const, success: true as const, message: ORDER_MESSAGES.cancelled };
    },
  });

  app.get('/api/orders/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'One of your own orders with its items; any other id answers 404',
      headers: bearerHeaders,
      params: idParams,
      response: { 200: orderResponse, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request) => ({
      status: true as const,
      data: await findOrder(db, signedInUser(request).id, request.params.id),
    }),
  });
};

export const orderRoutes = moduleRoutes(import.meta.url, routes);
