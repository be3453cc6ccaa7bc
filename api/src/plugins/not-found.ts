import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteMethods } from './method-not-allowed.ts';

type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * A path that routes have, asked with a method none of them answers: 405 with the methods that would do. Unknown
 * paths: a page of the shop when front ends are served, otherwise the API's 404.
 */
export const notFound = fp<{ routes: RouteMethods; pageFallback?: PageFallback }>(
  async (app, { routes, pageFallback }) => {
    app.setNotFoundHandler(async (request, reply) => {
      const allowed = routes.allowedAt(request.url.split('?')[0] ?? '/');
      if (allowed.length > 0 && !allowed.includes(request.method as (typeof allowed)[number])) {
        return reply
          .code(405)
          .header('Allow', allowed.join(', '))
          .send({ status: false, message: 'Method not allowed.' });
      }
      await pageFallback?.(request, reply);
      // awaiting a reply waits for it to be sent, and gives nothing back: whether the fallback answered is `sent`
      if (reply.sent) return reply;
      return reply.code(404).send({ status: false, message: 'Not found.' });
    });
  },
);
