import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { CheckoutLimits, CheckoutSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import { rupeesFromPaise } from '../../money.ts';
import type { CallCounters } from '../../plugins/call-counters.ts';
import { callerAndSessionLimit } from '../../plugins/caller-and-session-limit.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { userFromBearer } from '../auth/service.ts';
import type { OrderConfirmations } from '../orders/confirmation-mail.ts';
import type { PaymentReminder } from '../orders/payment-reminder-mail.ts';
import { requireSession } from '../session/shopper-session.ts';
import { checkoutBody, checkoutHeaders, checkoutResponse } from './schemas.ts';
import { CHECKOUT_ANSWERS, checkOut, type MailCount } from './service.ts';

type CheckoutRouteOptions = {
  db: Database;
  settings: CheckoutSettings;
  confirmOrder: OrderConfirmations;
  remindOfPayment: PaymentReminder;
  orders: OrderCounters;
  limits: CheckoutLimits;
  counters: CallCounters;
};

const routes: FastifyPluginAsyncZod<CheckoutRouteOptions> = async (
  app,
  { db, settings, confirmOrder, remindOfPayment, orders, limits, counters },
) => {
  const perRecipient = counters.counter('checkout-recipient', limits.perRecipient);
  const countMailTo: MailCount = async (address) => {
    const counted = await counters.count([[perRecipient, address]]);
    return () => counters.uncount(counted);
  };

  app.post('/api/checkout', {
    config: { access: 'public' },
    ...callerAndSessionLimit(counters, 'checkout', limits),
    schema: {
      summary:
        "Place an order from the session's cart at the database's prices; the same Idempotency-Key answers the same order; rate limited per client, session and contact e-mail",
      headers: checkoutHeaders,
      body: checkoutBody,
      response: {
        200: checkoutResponse,
        400: errorEnvelope,
        401: errorEnvelope,
        409: errorEnvelope,
        429: errorEnvelope,
      },
    },
    handler: async (request) => {
      const sessionId = await requireSession(db, request);
      const user = await userFromBearer(db, request);
      const order = await checkOut(
        db,
        settings,
        { sessionId, user, idempotencyKey: request.headers['idempotency-key'], details: request.body },
        { confirmOrder: confirmOrder(request.log), remindOfPayment, countMailTo },
        orders,
      );
      return {
        status: true as const,
        message: CHECKOUT_ANSWERS.placed,
        data: { id: order.id, order_number: order.orderNumber, final_total: rupeesFromPaise(order.finalTotalPaise) },
      };
    },
  });
};

export const checkoutRoutes = moduleRoutes(import.meta.url, routes);
