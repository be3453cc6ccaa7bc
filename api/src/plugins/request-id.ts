import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** Ids that proxies and tracing send (UUIDs, hex, base64, dotted or colon-separated), at most 128 characters. */
const acceptable = /^[\w.:+/=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id a proxy or client sent when it is an acceptable id, else a fresh UUID.
 * Fastify puts it on every line its request logger writes (`reqId`).
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && acceptable.test(sent) ? sent : randomUUID();
}

/** Every answer names its request's id, so a shopper's report or a proxy's log leads to the server's lines. */
export const echoRequestId = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'echo-request-id' },
);
