import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { errorEnvelope } from 'shared/contracts/envelope';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { idParams } from '../../id-params.ts';
import { moduleRoutes } from '../../plugins/module-routes.ts';
import { passwordCaller } from '../../plugins/password-guesses.ts';
import { limitedTo } from '../../plugins/rate-limits.ts';
import { adminHeaders, signedInUser } from '../../plugins/route-access.ts';
import { shopperHeaders } from '../session/shopper-session.ts';
import {
  messageResponse,
  USER_BODY_LIMIT_BYTES,
  userListResponse,
  userResponse,
  userUpdateBody,
  userUpdateResponse,
  validatePasswordBody,
} from './schemas.ts';
import { listUsers, ownUser, updateUser, validatePassword } from './service.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  429: errorEnvelope,
};

const routes: FastifyPluginAsyncZod<{ db: Database; passwordCheckLimit: RateLimit }> = async (
  app,
  { db, passwordCheckLimit },
) => {
  app.get('/api/user', {
    config: { access: 'signed-in' },
    schema: {
      summary: 'The signed-in user',
      headers: shopperHeaders,
      response: { 200: userResponse, ...errors },
    },
    handler: async (request) => ({ status: true as const, data: await ownUser(db, signedInUser(request)) }),
  });

  app.get('/api/user/:id', {
    config: { access: 'signed-in' },
    schema: {
      summary: "The signed-in user by id; another user's id is a 404, as a missing one",
      headers: shopperHeaders,
      params: idParams,
      response: { 200: userResponse, ...errors },
    },
    handler: async (request) => ({
      status: true as const,
      data: await ownUser(db, signedInUser(request), request.params.id),
    }),
  });

  app.post('/api/user/update', {
    bodyLimit: USER_BODY_LIMIT_BYTES,
    config: { access: 'signed-in' },
    schema: {
      summary:
        "One's own names, display name, password (with the current one) or an address as JSON text; an admin's a_token: another user's status (never their own: 409)",
      headers: shopperHeaders,
      body: userUpdateBody,
      response: { 200: userUpdateResponse, ...errors },
    },
    handler: async (request) => {
      const { message, user } = await updateUser(
        db,
        signedInUser(request),
        request.body,
        passwordCaller(app, request.ip),
      );
      return { status: true as const, success: true as const, message, data: user };
    },
  });

  app.get('/api/users/getUserRecords', {
    config: { access: 'admin' },
    schema: {
      summary: "The back office's users list: every user record, newest first (admin)",
      headers: adminHeaders,
      response: { 200: userListResponse, ...errors },
    },
    handler: async () => ({ status: true as const, data: await listUsers(db) }),
  });

  app.post('/api/validate-password', {
    config: { ...limitedTo(passwordCheckLimit), access: 'signed-in' },
    schema: {
      summary: "Checks the signed-in user's current password (status false when wrong); rate limited",
      headers: shopperHeaders,
      body: validatePasswordBody,
      response: { 200: messageResponse, ...errors },
    },
    handler: async (request) => {
      const { user_id, current_password } = request.body;
      await validatePassword(
        db,
        signedInUser(request),
        { userId: user_id, password: current_password },
        passwordCaller(app, request.ip),
      );
      return { status: true as const, message: ACCOUNT_MESSAGES.passwordValid };
    },
  });
};

export const userRoutes = moduleRoutes(import.meta.url, routes);
