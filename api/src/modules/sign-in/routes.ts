import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { AccountSettings, RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { ShopError } from '../../shop-error.ts';
import { ACCOUNT_BODY_LIMIT_BYTES, accountErrors } from '../auth/schemas.ts';
import { knownSession, shopperHeaders } from '../session/shopper-session.ts';
import { loginBody, loginResponse } from './schemas.ts';
import { signIn } from './service.ts';

type SignInRouteOptions = { db: Database; accounts: AccountSettings; limit: RateLimit };

export const signInRoutes: FastifyPluginAsyncZod<SignInRouteOptions> = async (app, { db, accounts, limit }) => {
  app.post('/api/login', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      tags: ['accounts'],
      summary:
        "Signs in: the bearer token and the user (an admin also gets a_token); X-session-id's cart merges into the account's; rate limited",
      headers: shopperHeaders,
      body: loginBody,
      response: { 200: loginResponse, ...accountErrors },
    },
    handler: async (request) => {
      const email = canonicalEmail(request.body.email);
      if (!email) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
      return signIn(
        db,
        accounts,
        { email, password: request.body.password, sessionId: await knownSession(db, request) },
        app.passwordGuesses.of(request.ip),
      );
    },
  });
};
