import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallerAndSessionLimits } from '../config.ts';
import type { CallCounters, Counted } from './call-counters.ts';

/**
 * A route's hooks that count each call per client IP and per the session it names, before the body is read, so
 * refused and invalid calls count too; over either limit, a 429 with Retry-After. A new session costs one call, so
 * the per-IP limit is what stops a client that makes one per call; the per-session limit keeps one shopper behind a
 * shared address (a carrier's NAT) from using up everyone's. A call the shop could not serve (a 503 while the
 * database is away) is taken back, so a shopper who tries again then is not held back for it.
 */
export function callerAndSessionLimit(counters: CallCounters, name: string, limits: CallerAndSessionLimits) {
  const perCaller = counters.counter(`${name}-caller`, limits.perCaller);
  const perSession = counters.counter(`${name}-session`, limits.perSession);
  const countedFor = new WeakMap<FastifyRequest, Counted[]>();
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      const sessionId = request.headers['x-session-id'];
      const keys: Counted[] = [[perCaller, request.ip]];
      if (typeof sessionId === 'string' && sessionId !== '') keys.push([perSession, sessionId]);
      countedFor.set(request, await counters.count(keys));
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const counted = countedFor.get(request);
      if (counted && reply.statusCode >= 500) await counters.uncount(counted);
    },
  };
}
