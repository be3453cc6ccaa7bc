import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit } from '../config.ts';
import { RetryLaterError } from '../retry-later-error.ts';
import { TOO_MANY_REQUESTS } from './rate-limits.ts';

/** One counter and the key counted on it (a client IP, an account). */
export type Counted = [RateLimiterAbstract, string];

export type CallCounters = {
  /** A counter of `limit`, in Redis when the rate limits have it, else in this process's memory. */
  counter: (name: string, limit: RateLimit) => RateLimiterAbstract;
  /** Counts one call on each counter; what was counted, or a 429 with Retry-After (nothing counted) when one is used up. */
  count: (keys: Counted[]) => Promise<Counted[]>;
  /** Takes back what `count` counted. */
  uncount: (counted: Counted[]) => Promise<void>;
  /** Logs, once per outage, that the store is away and calls go through uncounted. */
  uncounted: (error: unknown) => void;
};

/**
 * Counters for limits that are not a route's (wrong passwords, hashing, mails per account), with
 * `rate-limiter-flexible` in the rate limits' own Redis connection, so every API instance counts together. With
 * Redis down, calls go through uncounted, as the route limits do.
 */
export function callCounters({
  redis,
  keyPrefix,
  log,
}: {
  redis: Redis | undefined;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): CallCounters {
  let storeDown = false;
  const uncounted = (error: unknown) => {
    if (storeDown) return;
    storeDown = true;
    log.warn({ err: error }, 'the counter store is unreachable, calls are not counted');
  };
  const uncount = async (counted: Counted[]) => {
    await Promise.all(counted.map(([counter, key]) => counter.reward(key).catch(uncounted)));
  };
  return {
    counter(name, { max, timeWindowMs }) {
      const options = { keyPrefix: `${keyPrefix}${name}`, points: max, duration: timeWindowMs / 1000 };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
        : new RateLimiterMemory(options);
    },
    async count(keys) {
      const counted: Counted[] = [];
      for (const [counter, key] of keys) {
        try {
          await counter.consume(key);
          storeDown = false;
          counted.push([counter, key]);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) {
            uncounted(error);
            continue;
          }
          await uncount(counted);
          throw new RetryLaterError(429, TOO_MANY_REQUESTS, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        }
      }
      return counted;
    },
    uncount,
    uncounted,
  };
}
