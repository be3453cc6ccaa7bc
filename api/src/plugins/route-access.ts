import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../db/open-database.ts';
import { requireAdmin, type SignedInUser } from '../modules/auth/service.ts';
import { textField } from '../text-field.ts';

/**
 * Who may call a route: anyone, a signed-in user (the handler checks whose data it is), or an admin. Every
 * route says it in `config.access`; the route-access test fails for a route that does not.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyRequest {
    /** the admin an admin route was called by (set before its handler runs) */
    admin: SignedInUser | null;
  }
}

/** The header an admin route reads, as its schema documents it. */
export const adminHeaders = z.looseObject({
  authorization: textField(1000).optional().describe('Bearer <token or a_token> of an active admin'),
});

/** The admin who called an admin route; only for handlers of routes with `access: 'admin'`. */
export function adminOf(request: FastifyRequest): SignedInUser {
  if (!request.admin) throw new Error(`${request.routeOptions.url ?? request.url} is not an admin route`);
  return request.admin;
}

/** A route as the app declared it, with the access it says; for the route-access test. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess | undefined };

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route declared after this plugin was registered (in `buildApp`: every route), HEAD twins included. */
export const routesDeclaredIn = (app: FastifyInstance): readonly DeclaredRoute[] => declaredRoutes.get(app) ?? [];

/**
 * Refuses an admin route's caller before anything else runs (an upload is not even read): 401 without a live
 * token, 403 for a customer. Registered before any route: it changes each admin route as it is added, and
 * keeps the list of routes.
 */
export const routeAccess = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorateRequest('admin', null);
    const adminOnly = async (request: FastifyRequest) => {
      request.admin = await requireAdmin(db, request);
    };
    const declared: DeclaredRoute[] = [];
    declaredRoutes.set(app, declared);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        declared.push({ method, url: route.url, access: route.config?.access });
      }
      if (route.config?.access !== 'admin') return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [adminOnly, ...existing];
    });
  },
  { name: 'route-access' },
);
