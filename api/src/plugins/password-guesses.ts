import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { PasswordGuessLimits, RateLimit, RateLimitSettings } from '../config.ts';
import { RetryLaterError } from '../retry-later-error.ts';
import { TOO_MANY_REQUESTS } from './rate-limits.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyInstance {
    /** wrong-password counting for the routes that check a password */
    passwordGuesses: PasswordGuesses;
  }
}

/** The password checks of one caller (client IP). */
export type CallerPasswordChecks = {
  /**
   * Runs `check` for the account unless this caller or the account has used up its wrong guesses (a 429 with
   * Retry-After, without checking). A check counts until it succeeds, so checks sent at once cannot overshoot.
   */
  check(account: string, check: () => Promise<boolean>): Promise<boolean>;
};

export type PasswordGuesses = {
  of(callerIp: string): CallerPasswordChecks;
  /** Forgets an account's wrong guesses: its password was just set through a mailed link. */
  forgetAccount(account: string): Promise<void>;
};

/**
 * Counts wrong passwords per caller and per account, in this process's memory or in the rate limits' Redis,
 * so every API instance counts together. The windows are minutes long: someone guessing at one account from
 * many addresses stops at its limit, and the owner is locked out no longer than the window (a reset link
 * ends it at once). With Redis down, checks go through uncounted, as the other limits do.
 */
function passwordGuesses({
  redis,
  keyPrefix,
  limits,
  log,
}: {
  redis: Redis | undefined;
  keyPrefix: string;
  limits: PasswordGuessLimits;
  log: FastifyBaseLogger;
}): PasswordGuesses {
  const limiter = (name: string, { max, timeWindowMs }: RateLimit): RateLimiterAbstract => {
    const options = { keyPrefix: `${keyPrefix}password-${name}`, points: max, duration: timeWindowMs / 1000 };
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
      : new RateLimiterMemory(options);
  };
  const perCaller = limiter('caller', limits.perCaller);
  const perAccount = limiter('account', limits.perAccount);
  let storeDown = false;
  const uncounted = (error: unknown) => {
    if (storeDown) return;
    storeDown = true;
    log.warn({ err: error }, 'password guesses: the counter store is unreachable, checks are not counted');
  };

  /** Counts one guess on each counter; the counters that counted it, or a 429 when one is used up. */
  async function count(keys: [RateLimiterAbstract, string][]) {
    const counted: [RateLimiterAbstract, string][] = [];
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
  }
  const uncount = (counted: [RateLimiterAbstract, string][]) =>
    Promise.all(counted.map(([counter, key]) => counter.reward(key).catch(uncounted)));

  return {
    of: (callerIp) => ({
      async check(account, check) {
        const counted = await count([
          [perCaller, callerIp],
          [perAccount, account],
        ]);
        let matches: boolean;
        try {
          matches = await check();
        } catch (error) {
          // a check that could not run (the hashing queue full, the database away) is no wrong guess
          await uncount(counted);
          throw error;
        }
        if (matches) await uncount(counted);
        return matches;
      },
    }),
    forgetAccount: (account) => perAccount.delete(account).then(() => undefined, uncounted),
  };
}

/** Decorates the app with `passwordGuesses`, counted in the rate limits' store (register it after them). */
export const passwordGuessLimits = fp<Pick<RateLimitSettings, 'keyPrefix' | 'passwordGuesses'>>(
  async (app, { keyPrefix, passwordGuesses: limits }) => {
    app.decorate(
      'passwordGuesses',
      passwordGuesses({
        redis: app.rateLimitRedis,
        keyPrefix,
        limits,
        log: app.log.child({ job: 'password-guesses' }),
      }),
    );
  },
  { name: 'password-guesses', dependencies: ['rate-limits'] },
);
