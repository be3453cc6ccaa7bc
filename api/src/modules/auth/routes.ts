import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { signedInUser } from '../../plugins/route-access.ts';
import { ShopError } from '../../shop-error.ts';
import { startSession } from '../session/service.ts';
import { shopperHeaders } from '../session/shopper-session.ts';
import { findUserByEmail } from '../users/user-record.ts';
import { revokeSignIn } from './bearer-tokens.ts';
import { ACCOUNT_BODY_LIMIT_BYTES, accountErrors, emailBody, logoutResponse, messageResponse } from './schemas.ts';

type AuthRouteOptions = { db: Database; userByEmailLimit: RateLimit };

const routes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { db, userByEmailLimit }) => {
  app.post('/api/logout', {
    config: { access: 'signed-in' },
    schema: {
      summary:
        "Ends the bearer token's sign-in: the token and the admin's a_token stop working; session_id is the new session to go on with",
      headers: shopperHeaders,
      response: { 200: logoutResponse, ...accountErrors },
    },
    handler: async (request) => {
      await revokeSignIn(db, signedInUser(request).signInId);
      return { status: true as const, message: ACCOUNT_MESSAGES.loggedOut, session_id: await startSession(db) };
    },
  });

  app.post('/api/user-by-email', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(userByEmailLimit), access: 'public' },
    schema: {
      summary: 'Whether an account has this e-mail: status true when it does, a 404 when not; rate limited',
      body: emailBody,
      response: { 200: messageResponse, 404: errorEnvelope, ...accountErrors },
    },
    handler: async (request) => {
      const email = canonicalEmail(request.body.email);
      if (!email) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
      if (!(await findUserByEmail(db, email))) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
      return { status: true as const, message: ACCOUNT_MESSAGES.userFound };
    },
  });
};

/** Ending a sign-in, and whether an address has an account; signing in, registering and passwords have their own modules. */
export const authRoutes = moduleRoutes(import.meta.url, routes);
