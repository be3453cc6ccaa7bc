import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../db/open-database.ts';
import { requireAdmin, requireUser, type SignedInUser } from '../modules/auth/service.ts';
import { textField } from '../text-field.ts';

/**
 * Who may call a route: anyone, a signed-in user (the handler checks whose data it is), or an admin. Every
 * route says it in `config.access`, which the hook below enforces; the route-access test fails for a route
 * that does not say it.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyRequest {
    /** the user a signed-in or admin route was called by (set before its handler runs) */
    user: SignedInUser | null;
  }
}

/** The header an admin route reads, as its schema documents it. */
export const adminHeaders = z.looseObject({
  authorization: textField(1000).optional().describe('Bearer <token or a_token> of an active admin'),
});

/** The user who called a signed-in or admin route (an admin's role is checked); only for such routes' handlers. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new Error(`${request.routeOptions.url ?? request.url} is not a signed-in route`);
  return request.user;
}

/** A route as the app declared it; for the route-access test, `npm run routes` and the naming lint. */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** the module whose routes it is (plugins/module-routes.ts); none for the docs, static files and front ends */
  module?: string;
  /** its tags in the API document */
  tags?: readonly string[];
};

/** A route's method and URL as it was declared, and its options, which later hooks may still add to. */
type Declaration = { method: string; url: string; route: RouteOptions };

const declaredRoutes = new WeakMap<FastifyInstance, Declaration[]>();

/**
 * Every route declared after this plugin was registered (in `buildApp`: every route), HEAD twins included. Read
 * when asked: the hooks of a route's own plugin, which run after this one's, may still add to it (its module).
 */
export const routesDeclaredIn = (app: FastifyInstance): DeclaredRoute[] =>
  (declaredRoutes.get(app) ?? []).map(({ method, url, route }) => ({
    method,
    url,
    access: route.config?.access,
    module: route.config?.module,
    tags: route.schema?.tags,
  }));

/** How a route of each access that needs a caller finds them, or refuses the request. */
const callerChecks = { 'signed-in': requireUser, admin: requireAdmin } as const;

/**
 * Refuses the caller of a signed-in or admin route before anything else runs (an upload is not even read):
 * 401 without a live token, 403 for a customer on an admin route; otherwise hands the handler the user.
 * Registered before any route: it changes each such route as it is added, and keeps the list of routes.
 */
export const routeAccess = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorateRequest('user', null);
    const declared: Declaration[] = [];
    declaredRoutes.set(app, declared);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        declared.push({ method, url: route.url, route });
      }
      const access = route.config?.access;
      if (access !== 'signed-in' && access !== 'admin') return;
      const callerOf = callerChecks[access];
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        async (request: FastifyRequest) => {
          request.user = await callerOf(db, request);
        },
        ...existing,
      ];
    });
  },
  { name: 'route-access' },
);
