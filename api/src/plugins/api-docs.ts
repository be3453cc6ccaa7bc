import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { shop } from '../config.ts';
import { apiDocsPolicy } from './content-security-policy.ts';

/** A tag per module with routes, named as its folder (plugins/module-routes.ts): a URL's tag says which serves it. */
export const API_DOC_TAGS = [
  { name: 'session', description: 'The shopper session that keys the cart' },
  { name: 'catalog', description: 'Products and combos' },
  { name: 'cart', description: "The session's cart and its coupon, priced by the server" },
  { name: 'geo', description: 'Countries and states for addresses' },
  { name: 'checkout', description: 'Turning the cart into an order' },
  { name: 'payment', description: 'Paying an order online: sandbox or Razorpay' },
  { name: 'order-received', description: 'The order just placed, to show or pay after checkout' },
  { name: 'orders', description: "A signed-in customer's own orders, and cancelling one" },
  { name: 'registration', description: 'Registering, and confirming the e-mail' },
  { name: 'sign-in', description: 'Signing in with a password or a mailed link' },
  { name: 'password', description: 'The reset mail and setting a password' },
  { name: 'auth', description: 'Signing out, and whether an e-mail has an account' },
  { name: 'users', description: "The signed-in user's own record and password check; the back office's users" },
  { name: 'orders-admin', description: 'The back office: orders to fulfil' },
  { name: 'coupons', description: 'The back office: coupons' },
  { name: 'products-admin', description: 'The back office: products and their images' },
  { name: 'product-combos-admin', description: 'The back office: product combos and their images' },
  { name: 'contact', description: 'The contact form, mailed to support' },
  { name: 'newsletter', description: 'The footer\'s "Join Our Team" newsletter' },
  { name: 'health', description: 'Whether the server can reach its database' },
];

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
      tags: API_DOC_TAGS,
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsPolicy });
});
