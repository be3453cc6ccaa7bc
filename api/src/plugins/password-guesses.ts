import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitSettings } from '../config.ts';
import { callCounters } from './call-counters.ts';
import type { CallerPasswordHashing } from './password-hashing.ts';

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
   * Retry-After, without checking). A caller that has signed in to the account before (`knownCaller`) is counted
   * on the account's budget for known callers, anyone else on the strangers' one, so strangers cannot use up the
   * owner's guesses. A check counts until it succeeds, so checks sent at once cannot overshoot; it runs as one
   * hash of the account (`passwordHashing`).
   */
  check(account: string, check: () => Promise<boolean>, options: { knownCaller: boolean }): Promise<boolean>;
};

export type PasswordGuesses = {
  of(callerIp: string): CallerPasswordChecks;
  /** Forgets the wrong guesses at an account: its password was just set through a mailed link. */
  forgetAccount(account: string): Promise<void>;
};

/** What limits the password work of one request: its caller's address, wrong guesses and hashing budget. */
export type PasswordCaller = { ip: string; checks: CallerPasswordChecks; hashing: CallerPasswordHashing };

export const passwordCaller = (app: FastifyInstance, ip: string): PasswordCaller => ({
  ip,
  checks: app.passwordGuesses.of(ip),
  hashing: app.passwordHashing.of(ip),
});

/**
 * Counts wrong passwords per caller and per account, in this process's memory or in the rate limits' Redis, so
 * every API instance counts together. The windows are minutes long: someone guessing at one account from many
 * addresses stops at the strangers' limit, while the addresses its owner signed in from keep a budget of their
 * own. With Redis down, checks go through uncounted, as the other limits do.
 */
export const passwordGuessLimits = fp<Pick<RateLimitSettings, 'keyPrefix' | 'passwordGuesses'>>(
  async (app, { keyPrefix, passwordGuesses: limits }) => {
    const counters = callCounters({
      redis: app.rateLimitRedis,
      keyPrefix,
      log: app.log.child({ job: 'password-guesses' }),
    });
    const perCaller = counters.counter('password-caller', limits.perCaller);
    const fromStrangers = counters.counter('password-account', limits.perAccount);
    const fromKnownCallers = counters.counter('password-account-known', limits.perAccountFromKnownCallers);
    const guesses = (hashing: CallerPasswordHashing, callerIp: string): CallerPasswordChecks => ({
      async check(account, check, { knownCaller }) {
        const counted = await counters.count([
          [perCaller, callerIp],
          [knownCaller ? fromKnownCallers : fromStrangers, account],
        ]);
        let matches: boolean;
        try {
          matches = await hashing.run(account, check);
        } catch (error) {
          // a check that could not run (over the hashing budget, the queue full, the database away) is no guess
          await counters.uncount(counted);
          throw error;
        }
        if (matches) await counters.uncount(counted);
        return matches;
      },
    });
    app.decorate('passwordGuesses', {
      of: (callerIp) => guesses(app.passwordHashing.of(callerIp), callerIp),
      forgetAccount: (account) =>
        Promise.all([fromStrangers.delete(account), fromKnownCallers.delete(account)]).then(
          () => undefined,
          counters.uncounted,
        ),
    });
  },
  { name: 'password-guesses', dependencies: ['rate-limits', 'password-hashing'] },
);
