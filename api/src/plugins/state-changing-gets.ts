import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyContextConfig {
    /**
     * A GET that changes something (an order's cancel, a mailed confirmation link): its HEAD, which Fastify
     * adds to every GET, is refused instead of running it.
     */
    changesState?: boolean;
  }
}

export const HEAD_REFUSED = 'This address changes something: send GET, not HEAD.';

async function refuseHead(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(405).header('allow', 'GET').send({ status: false, message: HEAD_REFUSED });
}

/**
 * A HEAD never changes anything, but Fastify answers it by running the GET's handler and dropping the body: a
 * HEAD to a GET with `config.changesState` is a 405 before anything runs. Register it before any route.
 */
export const stateChangingGets = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'HEAD' || !route.config?.changesState) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseHead, ...existing];
  });
});
