import { type RateLimitSettings, readConfig } from '../config.ts';

const roomy = { max: 10_000, timeWindowMs: 60_000 };

/** Limits no test reaches, for the shops of tests that sign in, register, check out or apply coupons many times. */
export const roomyRateLimits: RateLimitSettings = {
  ...readConfig({}).rateLimits,
  login: roomy,
  registration: roomy,
  passwordReset: roomy,
  userByEmail: roomy,
  passwordGuesses: { perCaller: roomy, perAccount: roomy, perAccountFromKnownCallers: roomy },
  passwordHashing: { perCaller: roomy, perAccount: roomy },
  loginLink: { perCaller: roomy, mailsPerAccount: roomy },
  checkout: { perCaller: roomy, perSession: roomy, perRecipient: roomy },
  applyCoupon: { perCaller: roomy, perSession: roomy },
};
