import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from 'shared/contracts/envelope';
import { CART_FULL_LINE_MESSAGE } from 'shared/contracts/cart';
import type { CallerAndSessionLimits, RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import type { CallCounters } from '../../plugins/call-counters.ts';
import { callerAndSessionLimit } from '../../plugins/caller-and-session-limit.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { userFromBearer } from '../auth/service.ts';
import { requireSession, shopperHeaders } from '../session/shopper-session.ts';
import {
  addToCartBody,
  addToCartHeaders,
  addComboBody,
  applyCouponBody,
  cartChangeResponse,
  cartResponse,
  couponByEmailBody,
  removeCartLineBody,
  removeComboBody,
  updateCartLineBody,
  updateComboBody,
} from './schemas.ts';
import {
  addCombo,
  addProduct,
  applyCouponCode,
  applyCouponReservedFor,
  autoApplyCoupon,
  CART_MESSAGES,
  readCart,
  removeComboLine,
  removeProductLine,
  updateComboLine,
  updateProductLine,
} from './service.ts';

const changeAnswers = {
  200: cartChangeResponse,
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

type CartRouteOptions = {
  db: Database;
  couponByEmailLimit: RateLimit;
  applyCouponLimits: CallerAndSessionLimits;
  counters: CallCounters;
};

const routes: FastifyPluginAsyncZod<CartRouteOptions> = async (
  app,
  { db, couponByEmailLimit, applyCouponLimits, counters },
) => {
  app.get('/api/cart', {
    config: { access: 'public' },
    schema: {
      summary: "The session's cart, priced from the database, with its coupon checked again",
      headers: shopperHeaders,
      response: { 200: cartResponse, 401: errorEnvelope },
    },
    handler: async (request) => readCart(db, await requireSession(db, request)),
  });

  app.post('/api/cart/add', {
    config: { access: 'public' },
    schema: {
      summary:
        'Add a product at one weight (an array of exactly one item); adding it again adds to its quantity, up to 999 (an add stopped there says so in its message), but the same Idempotency-Key again adds nothing',
      headers: addToCartHeaders,
      body: addToCartBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      const sessionId = await requireSession(db, request);
      const [item] = request.body;
      const added = await addProduct(
        db,
        sessionId,
        { productId: item!.product_id, productPriceId: item!.product_price_id, qty: item!.qty },
        request.headers['idempotency-key'],
      );
      return { status: true, message: added.stoppedAtMost ? CART_FULL_LINE_MESSAGE : CART_MESSAGES.productAdded };
    },
  });

  app.post('/api/cart/add-combo', {
    config: { access: 'public' },
    schema: {
      summary:
        'Add a combo; adding it again adds to its quantity, up to 999 (an add stopped there says so in its message), but the same Idempotency-Key again adds nothing',
      headers: addToCartHeaders,
      body: addComboBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      const added = await addCombo(
        db,
        await requireSession(db, request),
        { comboId: request.body.combo_id, qty: request.body.combo_qty },
        request.headers['idempotency-key'],
      );
      return { status: true, message: added.stoppedAtMost ? CART_FULL_LINE_MESSAGE : CART_MESSAGES.comboAdded };
    },
  });

  app.post('/api/cart/update', {
    config: { access: 'public' },
    schema: {
      summary: "Set the quantity of a product line of this session's cart",
      headers: shopperHeaders,
      body: updateCartLineBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      const { product_id, product_price_id, qty } = request.body;
      await updateProductLine(db, await requireSession(db, request), product_id, product_price_id, qty);
      return { status: true, message: CART_MESSAGES.updated };
    },
  });

  app.post('/api/cart/remove', {
    config: { access: 'public' },
    schema: {
      summary: "Remove a product line from this session's cart",
      headers: shopperHeaders,
      body: removeCartLineBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      const { product_id, product_price_id } = request.body;
      await removeProductLine(db, await requireSession(db, request), product_id, product_price_id);
      return { status: true, message: CART_MESSAGES.productRemoved };
    },
  });

  app.post('/api/cart/update-combo', {
    config: { access: 'public' },
    schema: {
      summary: "Set the quantity of a combo line of this session's cart",
      headers: shopperHeaders,
      body: updateComboBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      await updateComboLine(db, await requireSession(db, request), request.body.combo_id, request.body.combo_qty);
      return { status: true, message: CART_MESSAGES.updated };
    },
  });

  app.post('/api/cart/remove-combo', {
    config: { access: 'public' },
    schema: {
      summary: "Remove a combo line from this session's cart",
      headers: shopperHeaders,
      body: removeComboBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      await removeComboLine(db, await requireSession(db, request), request.body.combo_id);
      return { status: true, message: CART_MESSAGES.comboRemoved };
    },
  });

  app.post('/api/cart/apply-coupon', {
    config: { access: 'public' },
    ...callerAndSessionLimit(counters, 'apply-coupon', applyCouponLimits),
    schema: {
      summary:
        'Apply a coupon by its code (upper-cased); answers the rupees it takes off. A code that cannot be used today is answered as one that does not exist; rate limited per client and session',
      headers: shopperHeaders,
      body: applyCouponBody,
      response: { ...changeAnswers, 429: errorEnvelope },
    },
    handler: async (request) => {
      const discount = await applyCouponCode(db, await requireSession(db, request), request.body.coupon_code);
      return { status: true, message: CART_MESSAGES.couponApplied, discount };
    },
  });

  app.post('/api/cart/auto-apply-coupon', {
    config: { access: 'public' },
    schema: {
      summary: 'Apply the best automatic coupon valid today to a cart that has none; status false when none applies',
      headers: shopperHeaders,
      response: changeAnswers,
    },
    handler: async (request) => {
      const { applied, message, discount } = await autoApplyCoupon(db, await requireSession(db, request));
      return { status: applied, message, discount };
    },
  });

  app.post('/api/cart/coupon-by-email', {
    config: { ...limitedTo(couponByEmailLimit), access: 'public' },
    schema: {
      summary:
        "Apply the best valid coupon reserved for this e-mail, for its signed-in account only: anyone else's answer is the same whether or not one exists; rate limited",
      headers: shopperHeaders,
      body: couponByEmailBody,
      response: changeAnswers,
    },
    handler: async (request) => {
      const sessionId = await requireSession(db, request);
      const user = await userFromBearer(db, request);
      return applyCouponReservedFor(db, sessionId, { email: request.body.email, signedInAs: user?.email ?? null });
    },
  });
};

export const cartRoutes = moduleRoutes(import.meta.url, routes);
