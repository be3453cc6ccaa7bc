import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES } from 'shared/contracts/coupons';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { adminHeaders } from '../../plugins/route-access.ts';
import { listCoupons, setCouponStatus, storeCoupon, updateCoupon } from './service.ts';
import { couponBody, couponListResponse, couponResponse, couponStatusBody } from './schemas.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

const routes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/coupons', {
    config: { access: 'admin' },
    schema: {
      summary: 'Every coupon, newest first (admin)',
      headers: adminHeaders,
      response: { 200: couponListResponse, ...errors },
    },
    handler: async () => ({ status: true as const, data: await listCoupons(db) }),
  });

  app.post('/api/coupons/store', {
    config: { access: 'admin' },
    schema: {
      summary: 'Creates a coupon; a code another coupon has is a 409 (admin)',
      headers: adminHeaders,
      body: couponBody,
      response: { 201: couponResponse, ...errors },
    },
    handler: async (request, reply) => {
      const coupon = await storeCoupon(db, request.body);
      return reply
        .code(201)
        .send({ status: true as const, success: true as const, message: COUPON_MESSAGES.saved, data: coupon });
    },
  });

  app.put('/api/coupons/update/:id', {
    config: { access: 'admin' },
    schema: {
      summary: "Saves a coupon's form; type, status and description left out stay as they were (admin)",
      headers: adminHeaders,
      params: idParams,
      body: couponBody,
      response: { 200: couponResponse, ...errors },
    },
    handler: async (request) => ({
      status: true as const,
      success: true as const,
      message: COUPON_MESSAGES.saved,
      data: await updateCoupon(db, request.params.id, request.body),
    }),
  });

  app.post('/api/coupons/updateStatus', {
    config: { access: 'admin' },
    schema: {
      summary:
        'Activates (1) or deactivates (0) a coupon; a deactivated one leaves every cart at its next read (admin)',
      headers: adminHeaders,
      body: couponStatusBody,
      response: { 200: couponResponse, ...errors },
    },
    handler: async (request) => ({
      status: true as const,
      success: true as const,
      message: COUPON_MESSAGES.statusUpdated,
      data: await setCouponStatus(db, request.body.id, request.body.coupon_status),
    }),
  });
};

/** The back office's Manage Coupon calls; admins only. */
export const couponRoutes = moduleRoutes(import.meta.url, routes);
