import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { canonicalEmail } from 'shared/contracts/email-address';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { AccountSettings, RateLimitSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { ShopError } from '../../shop-error.ts';
import { knownSession, shopperHeaders } from '../session/shopper-session.ts';
import { findUserByEmail } from '../users/user-record.ts';
import { accountPageLink } from './account-links.ts';
import { revokeSignIn } from './bearer-tokens.ts';
import { confirmEmail, register } from './registration.ts';
import {
  ACCOUNT_BODY_LIMIT_BYTES,
  confirmEmailQuery,
  emailBody,
  loginBody,
  loginResponse,
  messageResponse,
  registrationBody,
  setPasswordBody,
  setPasswordResponse,
} from './schemas.ts';
import { requireUser } from './service.ts';
import { sendResetMail, setPasswordByLink } from './set-password.ts';
import { signIn } from './sign-in.ts';

type AuthRouteOptions = { db: Database; accounts: AccountSettings; limits: RateLimitSettings };

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  429: errorEnvelope,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { db, accounts, limits }) => {
  const resetMailsInFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(resetMailsInFlight);
  });

  app.post('/api/registration-mail', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limits.registration), access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'Creates a customer account and mails its confirmation link (sign-in waits for it); rate limited',
      body: registrationBody,
      response: { 201: messageResponse, ...errors },
    },
    handler: async (request, reply) => {
      await register(db, accounts, request.body);
      reply.code(201);
      return { status: true as const, message: ACCOUNT_MESSAGES.registered };
    },
  });

  app.get('/api/confirm-email', {
    config: { access: 'public', changesState: true },
    schema: {
      tags: ['accounts'],
      summary: "The confirmation mail's link: confirms the address once, then redirects to the login page",
      querystring: confirmEmailQuery,
    },
    handler: async (request, reply) => {
      const confirmed = await confirmEmail(db, request.query);
      return reply.redirect(accountPageLink(accounts, 'my-account', { email_confirmed: confirmed ? '1' : '0' }), 303);
    },
  });

  app.post('/api/login', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limits.login), access: 'public' },
    schema: {
      tags: ['accounts'],
      summary:
        "Signs in: the bearer token and the user (an admin also gets a_token); X-session-id's cart merges into the account's; rate limited",
      headers: shopperHeaders,
      body: loginBody,
      response: { 200: loginResponse, ...errors },
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

  app.post('/api/logout', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['accounts'],
      summary: "Ends the bearer token's sign-in: the token and the admin's a_token stop working",
      headers: shopperHeaders,
      response: { 200: messageResponse, ...errors },
    },
    handler: async (request) => {
      const user = await requireUser(db, request);
      await revokeSignIn(db, user.signInId);
      return { status: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  });

  app.post('/api/reset-password-mail', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limits.passwordReset), access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'Mails a reset link when the e-mail has an account; the same answer either way; rate limited',
      body: emailBody,
      response: { 200: messageResponse, ...errors },
    },
    handler: async (request) => {
      const email = canonicalEmail(request.body.email);
      if (!email) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
      // after the answer: a known address costs a link and a mail row (20 ms against 7), which would tell it apart
      const mailing: Promise<void> = sendResetMail(db, accounts, email)
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail: the link could not be queued'))
        .finally(() => resetMailsInFlight.delete(mailing));
      resetMailsInFlight.add(mailing);
      return { status: true as const, message: ACCOUNT_MESSAGES.mailSent };
    },
  });

  app.post('/api/set-password', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limits.passwordReset), access: 'public' },
    schema: {
      tags: ['accounts'],
      summary:
        "Sets the password by a mailed link (reset, or an order mail's claim link, which creates the account and attaches the e-mail's orders; an account holder's password stays: password_set false); rate limited",
      body: setPasswordBody,
      response: { 200: setPasswordResponse, ...errors },
    },
    handler: async (request) => {
      const outcome = await setPasswordByLink(db, request.body);
      await app.passwordGuesses.forgetAccount(canonicalEmail(request.body.email)!);
      return outcome === 'password set'
        ? { status: true as const, message: ACCOUNT_MESSAGES.passwordReset, password_set: true }
        : { status: true as const, message: ACCOUNT_MESSAGES.ordersClaimed, password_set: false };
    },
  });

  app.post('/api/user-by-email', {
    bodyLimit: ACCOUNT_BODY_LIMIT_BYTES,
    config: { ...limitedTo(limits.userByEmail), access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'Whether an account has this e-mail: status true when it does, a 404 when not; rate limited',
      body: emailBody,
      response: { 200: messageResponse, 404: errorEnvelope, ...errors },
    },
    handler: async (request) => {
      const email = canonicalEmail(request.body.email);
      if (!email) throw new ShopError(400, ACCOUNT_MESSAGES.invalidEmail);
      if (!(await findUserByEmail(db, email))) throw new ShopError(404, ACCOUNT_MESSAGES.userNotFound);
      return { status: true as const, message: ACCOUNT_MESSAGES.userFound };
    },
  });
};
