import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteMethods } from './method-not-allowed.ts';

type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

const bodiless = new Set(['GET', 'HEAD']);

/**
 * A path that routes have, asked with a method none of them answers: 405 with the methods that would do. Unknown
 * paths: a page of the shop when front ends are served, otherwise the API's 404.
 */
export const notFound = fp<{ routes: RouteMethods; pageFallback?: PageFallback }>(
  async (app, { routes, pageFallback }) => {
    /** The methods the path's routes answer, when there are some and this request's method is not one of them. */
    const otherMethods = (request: FastifyRequest) => {
      const allowed = routes.allowedAt(request.url.split('?')[0] ?? '/');
      const wrongMethod = allowed.length > 0 && !allowed.includes(request.method as (typeof allowed)[number]);
      return wrongMethod ? allowed : undefined;
    };
    const refuse = (reply: FastifyReply, allowed: readonly string[] | undefined) =>
      allowed
        ? reply.code(405).header('Allow', allowed.join(', ')).send({ status: false, message: 'Method not allowed.' })
        : reply.code(404).send({ status: false, message: 'Not found.' });

    // a body sent to no route is not read: its type or size must not turn the 404 or 405 into a 415 or 413
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 && !bodiless.has(request.method)) return refuse(reply, otherMethods(request));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const allowed = otherMethods(request);
      if (!allowed) await pageFallback?.(request, reply);
      // awaiting a reply waits for it to be sent, and gives nothing back: whether the fallback answered is `sent`
      if (reply.sent) return reply;
      return refuse(reply, allowed);
    });
  },
);
