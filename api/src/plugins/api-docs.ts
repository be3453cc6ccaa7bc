import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { shop } from '../config.ts';
import { apiDocsPolicy } from './content-security-policy.ts';

/** The OpenAPI document of every route, built from the same zod schemas that check them, at /api/docs. */
export const apiDocs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${shop.name} API`,
        description:
          'Catalogue, session, cart, checkout, payment, contact, newsletter and health of the shop. Every answer is `{ status, message?, data }`.',
        version: '1.0.0',
      },
      tags: [
        { name: 'session', description: 'The shopper session that keys the cart' },
        { name: 'catalog', description: 'Products and combos' },
        { name: 'cart', description: "The session's cart and its coupon, priced by the server" },
        { name: 'geo', description: 'Countries and states for addresses' },
        { name: 'checkout', description: 'Turning the cart into an order' },
        { name: 'payment', description: 'Paying an order online: sandbox or Razorpay' },
        {
          name: 'orders',
          description:
            "A signed-in customer's own orders and cancelling one; the order a session placed; the back office's orders to fulfil",
        },
        { name: 'coupons', description: 'The back office: coupons' },
        { name: 'products-admin', description: 'The back office: products and their images' },
        { name: 'product-combos-admin', description: 'The back office: product combos and their images' },
        { name: 'accounts', description: "Registration, sign-in, password reset and the signed-in user's own record" },
        { name: 'contact', description: 'The contact form, mailed to support' },
        { name: 'newsletter', description: 'The footer\'s "Join Our Team" newsletter' },
        { name: 'health', description: 'Whether the server can reach its database' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsPolicy });
});
