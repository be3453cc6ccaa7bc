import fp from 'fastify-plugin';
import type { RateLimitSettings } from '../config.ts';
import { callCounters } from './call-counters.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyInstance {
    /** the budget and the line of every call that hashes a password */
    passwordHashing: PasswordHashing;
  }
}

/** The password hashing of one caller (client IP). */
export type CallerPasswordHashing = {
  /**
   * Counts one hash for this caller and for the account (a 429 with Retry-After when either budget is spent, without
   * hashing), then runs `hash` once the account's hashing before it is done. A hash that could not run costs nothing.
   */
  run<T>(account: string, hash: () => Promise<T>): Promise<T>;
};

export type PasswordHashing = { of(callerIp: string): CallerPasswordHashing };

/**
 * Runs each account's hashing one at a time, in this process: however many calls one account keeps in flight, it
 * holds at most one place in the hashing threads' queue, and everyone else's sign-in waits behind one hash of it.
 */
function accountLines() {
  const lines = new Map<string, Promise<void>>();
  return <T>(account: string, work: () => Promise<T>): Promise<T> => {
    const turn = (lines.get(account) ?? Promise.resolve()).then(work);
    const done = turn.then(
      () => undefined,
      () => undefined,
    );
    lines.set(account, done);
    void done.then(() => {
      if (lines.get(account) === done) lines.delete(account);
    });
    return turn;
  };
}

/** Decorates the app with `passwordHashing`, counted in the rate limits' store (register it after them). */
export const passwordHashingBudget = fp<Pick<RateLimitSettings, 'keyPrefix' | 'passwordHashing'>>(
  async (app, { keyPrefix, passwordHashing: limits }) => {
    const counters = callCounters({
      redis: app.rateLimitRedis,
      keyPrefix,
      log: app.log.child({ job: 'password-hashing' }),
    });
    const perCaller = counters.counter('password-hashing-caller', limits.perCaller);
    const perAccount = counters.counter('password-hashing-account', limits.perAccount);
    const inLine = accountLines();
    app.decorate('passwordHashing', {
      of: (callerIp) => ({
        async run(account, hash) {
          const counted = await counters.count([
            [perCaller, callerIp],
            [perAccount, account],
          ]);
          try {
            return await inLine(account, hash);
          } catch (error) {
            await counters.uncount(counted);
            throw error;
          }
        },
      }),
    });
  },
  { name: 'password-hashing', dependencies: ['rate-limits'] },
);
