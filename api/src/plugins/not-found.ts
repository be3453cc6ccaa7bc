import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** Unknown paths: a page of the shop when front ends are served, otherwise the API's 404. */
export const notFound = fp<{ pageFallback?: PageFallback }>(async (app, { pageFallback }) => {
  app.setNotFoundHandler(async (request, reply) => {
    await pageFallback?.(request, reply);
    // awaiting a reply waits for it to be sent, and gives nothing back: whether the fallback answered is `sent`
    if (reply.sent) return reply;
    return reply.code(404).send({ status: false, message: 'Not found.' });
  });
});
