import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import type { AccountSettings, RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { afterTheAnswer } from '../../mail/after-the-answer.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { ShopError } from '../../shop-error.ts';
import { ACCOUNT_BODY_LIMIT_BYTES, accountErrors, emailBody, messageResponse } from '../auth/schemas.ts';
import { setPasswordBody, setPasswordResponse } from './schemas.ts';
import { sendResetMail, setPasswordByLink } from './service.ts';

type PasswordRouteOptions = { db: Database; accounts: AccountSettings; limit: RateLimit };

const routes: FastifyPluginAsyncZod<PasswordRouteOptions> = async (app, { db, accounts, limit }) => {
  const mailAfterAnswer = afterTheAnswer(app, 'reset mail');

  app.post('/api/reset-password-mail', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      summary: 'Mails a reset link when the e-mail has an account; the same answer either way; rate limited',
      body: emailBody,
      response: { 200: messageResponse, ...accountErrors },
    },
    handler: async (request) => {
      const email = canonicalEmail(request.body.email);
      if (!email) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
      // after the answer: a known address costs a link and a mail row (20 ms against 7), which would tell it apart
      mailAfterAnswer(request, () => sendResetMail(db, accounts, email));
      return { status: true as const, message: ACCOUNT_MESSAGES.mailSent };
    },
  });

  app.post('/api/set-password', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limit), access: 'public' },
    schema: {
      summary:
        "Sets the password by a mailed link (reset, or an order mail's claim link, which creates the account and attaches the e-mail's orders; an account holder's password stays: password_set false); rate limited",
      body: setPasswordBody,
      response: { 200: setPasswordResponse, ...accountErrors },
    },
    handler: async (request) => {
      const outcome = await setPasswordByLink(db, request.body, app.passwordHashing.of(request.ip));
      await app.passwordGuesses.forgetAccount(canonicalEmail(request.body.email)!);
      return outcome === 'password set'
        ? { status: true as const, message: ACCOUNT_MESSAGES.passwordReset, password_set: true }
        : { status: true as const, message: ACCOUNT_MESSAGES.ordersClaimed, password_set: false };
    },
  });
};

export const passwordRoutes = moduleRoutes(import.meta.url, routes);
