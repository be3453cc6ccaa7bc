import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyContextConfig {
    /**
     * The answer is the same whoever asks (the catalogue, the countries): a cache may keep it and share it. Only
     * for a public route that reads no session or token.
     */
    sameForEveryone?: boolean;
  }
}

/**
 * Every answer under /api is `Cache-Control: no-store` unless its route is the same for everyone (and it is not a
 * refusal) or sets its own caching: most depend on who asks (its session, its token), and a CDN told to cache
 * everything must not hand one shopper's session, cart, account or order to the next. So a new route is private
 * until it says otherwise. Register it before any route.
 */
export const personalAnswers = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config;
    if (config?.sameForEveryone && (config.access !== 'public' || route.schema?.headers)) {
      throw new Error(
        `${[route.method].flat().join(', ')} ${route.url}: an answer that reads who asks is not the same for everyone`,
      );
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    // a refusal may be this caller's alone (too many requests from its address)
    if (request.routeOptions.config.sameForEveryone && reply.statusCode < 400) return;
    reply.header('Cache-Control', 'no-store');
  });
});
