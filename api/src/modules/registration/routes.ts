import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { z } from 'zod';
import type { AccountSettings, RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { accountPageLink } from '../auth/account-links.ts';
import { ACCOUNT_BODY_LIMIT_BYTES, accountErrors, messageResponse } from '../auth/schemas.ts';
import { confirmEmailQuery, registrationBody } from './schemas.ts';
import { confirmEmail, register } from './service.ts';

type RegistrationRouteOptions = { db: Database; accounts: AccountSettings; limit: RateLimit };

const routes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (app, { db, accounts, limit }) => {
  app.post('/api/registration-mail', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      summary: 'Creates a customer account and mails its confirmation link (sign-in waits for it); rate limited',
      body: registrationBody,
      response: { 201: messageResponse, ...accountErrors },
    },
    handler: async (request, reply) => {
      await register(db, accounts, request.body, app.passwordHashing.of(request.ip));
      reply.code(201);
      return { status: true as const, message: ACCOUNT_MESSAGES.registered };
    },
  });

  app.get('/api/confirm-email', {
    config: { access: 'public', changesState: true },
    schema: {
      summary: "The confirmation mail's link: confirms the address once, then redirects to the login page",
      querystring: confirmEmailQuery,
      response: {
        303: z
          .null()
          .describe('To the account page, with email_confirmed=1 when this link confirmed the address, else 0'),
      },
    },
    handler: async (request, reply) => {
      const confirmed = await confirmEmail(db, request.query);
      return reply.redirect(accountPageLink(accounts, 'my-account', { email_confirmed: confirmed ? '1' : '0' }), 303);
    },
  });
};

export const registrationRoutes = moduleRoutes(import.meta.url, routes);
