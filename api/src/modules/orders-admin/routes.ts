import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import { FULFILMENT_MESSAGES } from 'shared/contracts/orders';
import type { PaymentSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { paymentProvider } from '../payment/payment-provider.ts';
import { changeOrderStatus, RefundFailed } from './change-order-status.ts';
import {
  orderRecordResponse,
  orderRecordsQuery,
  orderRecordsResponse,
  updateOrderStatusBody,
  updateOrderStatusResponse,
} from './schemas.ts';
import { findOrderRecord, listOrderRecords } from './service.ts';
import { bearerHeaders } from '../orders/schemas.ts';

type FulfilmentRouteOptions = { db: Database; payments: PaymentSettings; orders: OrderCounters };

const adminRefusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

const routes: FastifyPluginAsyncZod<FulfilmentRouteOptions> = async (app, { db, payments, orders }) => {
  const provider = paymentProvider(payments);

  app.get('/api/orders/getOrderRecords', {
    config: { access: 'admin' },
    schema: {
      summary: 'Back office: every order, newest first; search by order number, e-mail or name, filter, page',
      headers: bearerHeaders,
      querystring: orderRecordsQuery,
      response: { 200: orderRecordsResponse, ...adminRefusals },
    },
    handler: async (request) => {
      const { search, payment_status, order_status, page, per_page } = request.query;
      const { rows, total } = await listOrderRecords(db, {
        search: search.trim(),
        paymentStatus: payment_status || undefined,
        orderStatus: order_status || undefined,
        page,
        perPage: per_page,
      });
      return { status: true as const, data: rows, total, page, per_page };
    },
  });

  app.get('/api/orders/getOrderRecord/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Back office: one order with its items, addresses, contact, notes and payment history',
      headers: bearerHeaders,
      params: idParams,
      response: { 200: orderRecordResponse, ...adminRefusals, 404: errorEnvelope },
    },
    handler: async (request) => ({ status: true as const, data: await findOrderRecord(db, request.params.id) }),
  });

  app.post('/api/orders/updateStatus', {
    config: { access: 'admin' },
    schema: {
      summary: 'Back office: ship, deliver or cancel an order (a paid one is refunded); 409 for a step it cannot take',
      headers: bearerHeaders,
      body: updateOrderStatusBody,
      response: {
        200: updateOrderStatusResponse,
        ...adminRefusals,
        404: errorEnvelope,
        409: errorEnvelope,
        502: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const { id, order_status } = request.body;
      try {
        await changeOrderStatus(db, { provider, log: request.log, orders }, id, order_status);
      } catch (error) {
        if (!(error instanceof RefundFailed)) throw error;
        return reply.code(502).send({ status: false as const, message: error.message });
      }
      return {
        status: true as const,
        success: true as const,
        message: FULFILMENT_MESSAGES.updated,
        data: await findOrderRecord(db, id),
      };
    },
  });
};

/** The back office's orders: every order, one order with its payment history, and the fulfilment steps. */
export const ordersAdminRoutes = moduleRoutes(import.meta.url, routes);
