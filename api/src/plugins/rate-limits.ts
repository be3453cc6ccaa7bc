import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit, RateLimitSettings } from '../config.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyInstance {
    /** the rate limits' Redis connection (REDIS_URL), for other counters to share; undefined: in memory */
    rateLimitRedis: Redis | undefined;
  }
}

/**
 * Rate limits that a route opts into with `config: limitedTo(limit)`, counted per client IP: in this
 * process's memory, or in Redis when `redisUrl` is set, so that every API instance counts together.
 * Over the limit the answer is a 429 in the envelope with Retry-After (seconds).
 */
export const rateLimits = fp<Pick<RateLimitSettings, 'redisUrl' | 'keyPrefix'>>(
  async (app, { redisUrl, keyPrefix }) => {
    const redis = redisUrl ? await connectRedis(redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', () => closeRedis(redis));
    app.decorate('rateLimitRedis', redis);
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: keyPrefix,
      // with Redis down the calls go through uncounted, rather than every limited form failing
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(TOO_MANY_REQUESTS), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limits' },
);

/** A route's `config` that limits it; with `counted`, only the calls it picks are counted and limited. */
export const limitedTo = ({ max, timeWindowMs }: RateLimit, counted?: (request: FastifyRequest) => boolean) => ({
  rateLimit: {
    max,
    timeWindow: timeWindowMs,
    ...(counted && { allowList: (request: FastifyRequest) => !counted(request) }),
  },
});

/** Connects at start, so a wrong REDIS_URL stops start-up; later outages are logged once each. */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    // a command fails at once while the connection is down, instead of holding the request
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let started = false;
  let down = false;
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (!started || down) return;
    down = true;
    log.warn({ err: error }, 'rate limits: Redis is unreachable, limited calls are not counted until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('rate limits: Redis is reachable again');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(lastError ?? (error as Error)).message})`);
  }
  started = true;
  return redis;
}

async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
