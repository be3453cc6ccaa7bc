import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import { SESSION_EXPIRED } from 'shared/contracts/session-expired';
import { type CheckoutSettings, type PaymentSettings, shop } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { ShopError } from '../../shop-error.ts';
import type { OrderConfirmations } from '../orders/confirmation-mail.ts';
import { shopperHeaders } from '../session/shopper-session.ts';
import { type OrderOwner, orderOwnerOf } from './order-owner.ts';
import { paymentProvider } from './payment-provider.ts';
import {
  createPaymentOrderBody,
  createPaymentOrderResponse,
  paymentOptionsResponse,
  sandboxPayBody,
  sandboxPayResponse,
  verifyPaymentBody,
  verifyPaymentRefusal,
  verifyPaymentResponse,
  WEBHOOK_BODY_LIMIT_BYTES,
  webhookHeaders,
  webhookResponse,
} from './schemas.ts';
import { openPaymentOrder, PAYMENT_MESSAGES, receivePaymentEvent, sandboxPay, verifyPayment } from './service.ts';

type PaymentRouteOptions = {
  db: Database;
  payments: PaymentSettings;
  checkout: CheckoutSettings;
  confirmOrder: OrderConfirmations;
  orders: OrderCounters;
};

const routes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, payments, checkout, confirmOrder, orders },
) => {
  const provider = paymentProvider(payments);

  /** A guest pays through the session that placed the order; an account's order needs its token, from any browser. */
  const orderOwner = async (request: FastifyRequest): Promise<OrderOwner> => {
    const owner = await orderOwnerOf(db, request);
    if (!owner.sessionId && !owner.userId) throw new ShopError(401, SESSION_EXPIRED);
    return owner;
  };

  app.get('/api/payment/options', {
    config: { access: 'public', sameForEveryone: true },
    schema: {
      summary: 'What the checkout offers: the payment window to open and whether cash on delivery is on',
      response: { 200: paymentOptionsResponse },
    },
    handler: async () => ({
      status: true as const,
      data: { provider: provider.provider, cod_enabled: checkout.codEnabled, shop_name: shop.name },
    }),
  });

  app.post('/api/payment/create-order', {
    config: { access: 'public' },
    schema: {
      summary: "Open the provider's order for one of your pending orders; the amount (paise) must equal its total",
      headers: shopperHeaders,
      body: createPaymentOrderBody,
      response: {
        200: createPaymentOrderResponse,
        400: errorEnvelope,
        401: errorEnvelope,
        404: errorEnvelope,
        409: errorEnvelope,
      },
    },
    handler: async (request) => {
      const { amountPaise, providerOrderId } = await openPaymentOrder(db, provider, await orderOwner(request), {
        orderId: request.body.id,
        amountPaise: request.body.amount,
      });
      return {
        status: true as const,
        provider: provider.provider,
        key: provider.keyId,
        amount: amountPaise,
        currency: 'INR' as const,
        order_id: providerOrderId,
      };
    },
  });

  app.post('/api/payment/verify', {
    config: { access: 'public' },
    schema: {
      summary: "Check the provider's signature of a payment and mark the order Paid (once)",
      headers: shopperHeaders,
      body: verifyPaymentBody,
      response: { 200: verifyPaymentResponse, 400: verifyPaymentRefusal, 401: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const verified = await verifyPayment(
        db,
        provider,
        await orderOwner(request),
        {
          orderId: request.body.id,
          razorpayOrderId: request.body.razorpay_order_id,
          razorpayPaymentId: request.body.razorpay_payment_id,
          razorpaySignature: request.body.razorpay_signature,
        },
        confirmOrder(request.log),
        orders,
      );
      if (!verified)
        return reply.code(400).send({ status: 'failed' as const, message: PAYMENT_MESSAGES.verificationFailed });
      return { status: 'success' as const, message: PAYMENT_MESSAGES.verified };
    },
  });

  await app.register(async (webhook) => {
    // the signature covers the body's exact bytes, so this route keeps them, whatever their type, rather than parsed JSON
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.withTypeProvider<ZodTypeProvider>().post('/api/payment/webhook', {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      config: { access: 'public' },
      schema: {
        summary:
          "The provider's events (payment.captured, order.paid, payment.failed), signed over the raw body; each event id is handled once",
        headers: webhookHeaders,
        response: { 200: webhookResponse, 400: errorEnvelope },
      },
      handler: async (request) => {
        const outcome = await receivePaymentEvent(
          db,
          provider,
          {
            // a delivery without a body is checked as an empty one: its signature cannot match, and it is a 400
            rawBody: (request.body as Buffer | undefined) ?? Buffer.alloc(0),
            signature: request.headers['x-razorpay-signature'],
            eventId: request.headers['x-razorpay-event-id'],
          },
          confirmOrder(request.log),
          orders,
        );
        return {
          status: true as const,
          message: outcome === 'repeated' ? PAYMENT_MESSAGES.eventRepeated : PAYMENT_MESSAGES.eventProcessed,
        };
      },
    });
  });

  if (provider.provider === 'sandbox') {
    app.post('/api/payment/sandbox/pay', {
      config: { access: 'public' },
      schema: {
        summary: "Sandbox only: the local payment window's Pay button; answers the payment signed as Razorpay would",
        body: sandboxPayBody,
        response: { 200: sandboxPayResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
      handler: async (request) => ({
        status: true as const,
        ...(await sandboxPay(db, provider, request.body.order_id)),
      }),
    });
  }
};

export const paymentRoutes = moduleRoutes(import.meta.url, routes);
