import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { AccountSettings, LoginLinkLimits, RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { afterTheAnswer } from '../../mail/after-the-answer.ts';
import { callCounters } from '../../plugins/call-counters.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { passwordCaller } from '../../plugins/password-guesses.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { RetryLaterError } from '../../retry-later-error.ts';
import { ShopError } from '../../shop-error.ts';
import { ACCOUNT_BODY_LIMIT_BYTES, accountErrors, emailBody, messageResponse } from '../auth/schemas.ts';
import { knownSession, shopperHeaders } from '../session/shopper-session.ts';
import { sendLoginLink, signInByLink } from './login-link.ts';
import { loginBody, loginLinkBody, loginResponse } from './schemas.ts';
import { signIn } from './service.ts';

type SignInRouteOptions = {
  db: Database;
  accounts: AccountSettings;
  limit: RateLimit;
  loginLink: LoginLinkLimits;
  keyPrefix: string;
};

const routes: FastifyPluginAsyncZod<SignInRouteOptions> = async (
  app,
  { db, accounts, limit, loginLink, keyPrefix },
) => {
  app.post('/api/login', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
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
        passwordCaller(app, request.ip),
      );
    },
  });

  const counters = callCounters({ redis: app.rateLimitRedis, keyPrefix, log: app.log.child({ job: 'login-link' }) });
  const mailsPerAccount = counters.counter('login-link-mail-account', loginLink.mailsPerAccount);
  const mailAfterAnswer = afterTheAnswer(app, 'login link mail');

  app.post('/api/login-link-mail', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(loginLink.perCaller), access: 'public' },
    schema: {
      summary:
        'Mails a one-time sign-in link (for POST api/login-link) when the e-mail has a confirmed account; the same answer either way; rate limited, and a few mails per account',
      body: emailBody,
      response: { 200: messageResponse, ...accountErrors },
    },
    handler: async (request) => {
      const email = canonicalEmail(request.body.email);
      if (!email) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
      mailAfterAnswer(request, async () => {
        try {
          await counters.count([[mailsPerAccount, email]]);
        } catch (error) {
          // past the account's mails, the last link mailed still works: nobody can flood the owner or keep them out
          if (error instanceof RetryLaterError) return;
          throw error;
        }
        await sendLoginLink(db, accounts, email);
      });
      return { status: true as const, message: ACCOUNT_MESSAGES.mailSent };
    },
  });

  app.post('/api/login-link', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(loginLink.perCaller), access: 'public' },
    schema: {
      summary:
        "Signs in by a mailed one-time link, answered as POST api/login, whatever wrong passwords were sent for the account; X-session-id's cart merges into the account's; rate limited",
      headers: shopperHeaders,
      body: loginLinkBody,
      response: { 200: loginResponse, ...accountErrors },
    },
    handler: async (request) => {
      const address = canonicalEmail(request.body.email);
      if (!address) throw new ShopError(400, ACCOUNT_MESSAGES.invalidLoginLink);
      return signInByLink(
        db,
        { address, token: request.body.token },
        { sessionId: await knownSession(db, request), callerIp: request.ip },
      );
    },
  });
};

export const signInRoutes = moduleRoutes(import.meta.url, routes);
