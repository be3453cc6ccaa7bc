import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES } from 'shared/contracts/contact';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { requireSession, shopperHeaders } from '../session/shopper-session.ts';
import { CONTACT_BODY_LIMIT_BYTES, contactBody, contactResponse } from './schemas.ts';
import { receiveContactMessage } from './service.ts';

type ContactRouteOptions = { db: Database; supportEmail: string; limit: RateLimit };

const routes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, { db, supportEmail, limit }) => {
  app.post('/api/send-mail', {
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      summary:
        'The contact form: stores the message and queues its mail, plain text, to support (Reply-To the sender); rate limited per client IP',
      headers: shopperHeaders,
      body: contactBody,
      response: {
        201: contactResponse,
        400: errorEnvelope,
        401: errorEnvelope,
        413: errorEnvelope,
        429: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const sessionId = await requireSession(db, request);
      await receiveContactMessage(db, supportEmail, sessionId, request.body);
      reply.code(201);
      return { status: true as const, message: CONTACT_MESSAGES.sent };
    },
  });
};

export const contactRoutes = moduleRoutes(import.meta.url, routes);
