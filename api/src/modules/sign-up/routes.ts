import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_UP_MESSAGES } from 'shared/contracts/contact';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { requireSession, shopperHeaders } from '../session/shopper-session.ts';
import { SIGN_UP_BODY_LIMIT_BYTES, signUpBody, signUpResponse } from './schemas.ts';
import { joinTeam } from './service.ts';

export const signUpRoutes: FastifyPluginAsyncZod<{ db: Database; limit: RateLimit }> = async (app, { db, limit }) => {
  app.post('/api/sign-up', {
    bodyLimit: SIGN_UP_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      tags: ['sign-up'],
      summary:
        'The footer\'s "Join Our Team": records the e-mail once; 201 whether it is new or already there, so the answer tells nobody who joined; rate limited per client IP',
      headers: shopperHeaders,
      body: signUpBody,
      response: {
        201: signUpResponse.describe('Joined (or already there)'),
        400: errorEnvelope,
        401: errorEnvelope,
        413: errorEnvelope,
        429: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      await joinTeam(db, await requireSession(db, request), request.body.email);
      reply.code(201);
      return { status: true as const, message: SIGN_UP_MESSAGES.joined };
    },
  });
};
