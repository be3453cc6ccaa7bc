import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { requireSession, shopperHeaders } from '../session/shopper-session.ts';
import { NEWSLETTER_BODY_LIMIT_BYTES, newsletterBody, newsletterResponse } from './schemas.ts';
import { joinNewsletter } from './service.ts';

const routes: FastifyPluginAsyncZod<{ db: Database; limit: RateLimit }> = async (app, { db, limit }) => {
  app.post('/api/sign-up', {
    bodyLimit: NEWSLETTER_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      summary:
        'The footer\'s "Join Our Team": records the e-mail once; 201 whether it is new or already there, so the answer tells nobody who joined; rate limited per client IP',
      headers: shopperHeaders,
      body: newsletterBody,
      response: {
        201: newsletterResponse.describe('Joined (or already there)'),
        400: errorEnvelope,
        401: errorEnvelope,
        413: errorEnvelope,
        429: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      await joinNewsletter(db, await requireSession(db, request), request.body.email);
      reply.code(201);
      return { status: true as const, message: NEWSLETTER_MESSAGES.joined };
    },
  });
};

export const newsletterRoutes = moduleRoutes(import.meta.url, routes);
