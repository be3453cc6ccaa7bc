import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { canonicalEmail } from 'shared/contracts/email-address';
import { z } from 'zod';
import { paiseFromRupees } from './money.ts';

/** The repository root: the api folder's parent, whatever the working directory. */
export const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The shop as the API names it (the API docs, the payment window, mail, the drawn catalogue images): SHOP_NAME,
 * the setting the front ends are built with, read once when this module loads, since drawings and docs need it
 * outside any request.
 */
export const shop = {
  name: process.env.SHOP_NAME?.trim() || 'Healthy Grains',
  /** the `{shop}` segment of the account pages' paths, which mailed links lead to */
  slug: process.env.SHOP_SLUG?.trim() || 'healthy-grains',
  /** API_BASE, the API's origin the front ends were built with; empty: the pages' own origin */
  apiBase: process.env.API_BASE?.trim() ?? '',
  supportEmail: 'support@healthygrains.example',
} as const;

/** "support@example.in" or "Shop Name <support@example.in>", on one line. */
/** An address under the shop's one e-mail rule, in its one spelling. */
const emailSetting = z.string().transform((typed, context) => {
  const address = canonicalEmail(typed);
  if (address === null) context.addIssue({ code: 'custom', message: 'must be a plain e-mail address' });
  return address ?? '';
});
const mailbox = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * TRUST_PROXY: whom to believe in X-Forwarded-For, which decides the client IP that rate limits count. `true` is
 * the one proxy in front of the shop, whatever its address; a list names the proxies.
 */
export type TrustProxy = boolean | string[];

/**
 * Fastify's `trustProxy` for a TRUST_PROXY setting. Fastify's own `true` believes every entry of X-Forwarded-For
 * and takes the first, which is whatever the client wrote there; the one proxy's view is the last entry, the
 * address that proxy saw and appended, so only the peer (hop 0) is believed.
 */
export const fastifyTrustProxy = (setting: TrustProxy) =>
  setting === true ? (_address: string, hop: number) => hop === 0 : setting;

const proxyKeywords = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  return (
    proxyKeywords.includes(entry) ||
    (isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)))
  );
};
// no hop count: Fastify 5 ignores one, since it cannot tell a proxy from a client that forges the header
const isTrustProxySetting = (setting: string) =>
  /^(true|false)$/.test(setting) || setting.split(',').every((entry) => isProxyAddress(entry.trim()));

function trustProxy(setting: string | undefined): TrustProxy {
  if (setting === undefined || setting === 'false') return false;
  if (setting === 'true') return true;
  return setting.split(',').map((entry) => entry.trim());
}

/** One render thread per core beyond the API's own, at least one. */
const defaultRenderThreads = () => Math.max(1, availableParallelism() - 1);

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  BACKUP_DIR: z.string().trim().min(1).default('backups'),
  // hours; at most 24 days, the longest a Node timer waits
  BACKUP_INTERVAL: z.coerce.number().positive().max(576).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTES_FILE: z.string().trim().min(1).optional(),
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  API_HEAP_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
  SHUTDOWN_DELAY: z.coerce.number().min(0).max(600).default(0),
  SHUTDOWN_TIMEOUT: z.coerce.number().min(0).max(3_600).default(20),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().trim().min(1).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .optional(),
  COD_ENABLED: z.enum(['true', 'false']).default('false'),
  SHIPPING_CHARGE_COD: z.coerce.number().min(0).max(100_000).multipleOf(0.01).default(49),
  // any other spelling ("Production", "prod") would start as a development shop, the sandbox included
  NODE_ENV: z
    .string()
    .trim()
    .pipe(z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }))
    .optional(),
  // no default here: production needs it said explicitly (readConfig)
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  SANDBOX_KEY_SECRET: z.string().trim().min(16).optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().trim().min(16).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(mailbox, { error: 'must be an address, alone or as "Name <address>"' })
    .default(`${shop.name} <no-reply@healthygrains.example>`),
  SUPPORT_EMAIL: emailSetting.default(shop.supportEmail),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  SHOP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ADMIN_EMAIL: emailSetting.optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).max(128).optional(),
  // the limits most likely to meet shoppers who share one address (a carrier's NAT), and tests' shops
  CHECKOUT_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  CHECKOUT_MAILS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(3),
  COUPON_CODE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxySetting, {
      error: 'must be true, false, or a comma-separated list of proxy addresses or CIDR ranges',
    })
    .optional(),
});

const razorpaySettings = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export type CheckoutSettings = {
  codEnabled: boolean;
  /** charged on cash on delivery only */
  codShippingChargePaise: number;
};

/** The provider's public key id and the two secrets it signs with. */
export type PaymentSettings = {
  provider: 'sandbox' | 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
};

export type MailSettings = {
  /** unset: mail is kept in the mail_outbox table and written to the log instead of sent */
  smtpUrl: string | undefined;
  from: string;
  /** where contact messages go */
  supportEmail: string;
};

/** At most `max` calls per client IP in `timeWindowMs`. */
export type RateLimit = { max: number; timeWindowMs: number };

/**
 * Wrong passwords allowed per client IP and per account (its e-mail) in their windows; an account counts the wrong
 * passwords of addresses that have signed in to it apart from everyone else's.
 */
export type PasswordGuessLimits = {
  perCaller: RateLimit;
  perAccount: RateLimit;
  perAccountFromKnownCallers: RateLimit;
};

/** Calls per client IP and per session (the X-session-id the call names). */
export type CallerAndSessionLimits = { perCaller: RateLimit; perSession: RateLimit };

/**
 * Checkouts per client IP and per session, and per recipient: checkouts that will mail a contact address about an
 * order that address's own signed-in account did not place.
 */
export type CheckoutLimits = CallerAndSessionLimits & { perRecipient: RateLimit };

/** Calls that hash a password, right or wrong, allowed per client IP and per account. */
export type PasswordHashingLimits = { perCaller: RateLimit; perAccount: RateLimit };

/** Mailed sign-in links: calls per client IP (each of the two routes), and mails per account. */
export type LoginLinkLimits = { perCaller: RateLimit; mailsPerAccount: RateLimit };

export type RateLimitSettings = {
  /** unset: counted in this process's memory; set: in Redis, shared by every API instance */
  redisUrl: string | undefined;
  /** prefix of the counters' Redis keys */
  keyPrefix: string;
  contact: RateLimit;
  newsletter: RateLimit;
  login: RateLimit;
  registration: RateLimit;
  passwordReset: RateLimit;
  userByEmail: RateLimit;
  couponByEmail: RateLimit;
  /** product searches (GET api/products with words in `q`): the shop's own page renders are not counted */
  productSearch: RateLimit;
  /** wrong passwords at sign-in, validate-password and a password change, together */
  passwordGuesses: PasswordGuessLimits;
  /** every call that hashes a password: sign-in, registration, validate-password, new passwords */
  passwordHashing: PasswordHashingLimits;
  loginLink: LoginLinkLimits;
  checkout: CheckoutLimits;
  /** coupon codes tried (POST api/cart/apply-coupon) */
  applyCoupon: CallerAndSessionLimits;
};

export type AccountSettings = {
  /** where the shop's pages are, for the links mailed to shoppers (reset, confirmation, claim) */
  shopUrl: string;
  /** the `{shop}` path segment */
  shopSlug: string;
};

/** The admin made at start when no user has this e-mail (db/seed/seed-admin.ts). */
export type AdminSeedSettings = { email: string; password: string } | undefined;

/** What a SIGTERM or SIGINT does (shutdown.ts). */
export type ShutdownSettings = {
  /** how long the server keeps serving, answering "not ready", before it stops taking connections */
  delayMs: number;
  /** how long requests in flight may take to finish before their connections are closed */
  timeoutMs: number;
};

/** The backups of the embedded database and the images (db/backup/). */
export type BackupSettings = {
  /** where `npm run db:backup` and the scheduled backups write, by default */
  dir: string;
  /** how often the shop backs itself up; unset: only when asked (`npm run db:backup`) */
  intervalMs: number | undefined;
  /** how many scheduled backups are kept in `dir`; older ones are deleted */
  keep: number;
};

/** Where Prometheus reads the metrics: a listener of its own, off the shop's port; none when unset. */
export type MetricsSettings = { port: number; host: string } | undefined;

export type Config = {
  port: number;
  host: string;
  shutdown: ShutdownSettings;
  metrics: MetricsSettings;
  dataDir: string;
  databaseUrl: string | undefined;
  backups: BackupSettings;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  remotesFile: string;
  /** worker threads rendering public pages (RENDER_THREADS; 0 renders every page in the browser) */
  renderThreads: number;
  /**
   * The API process's JavaScript heap, at most (API_HEAP_MB; `npm start` gives it to Node as
   * `--max-old-space-size`): left to V8, the cap is a quarter of the machine's memory, and a heap allowed that much
   * keeps hundreds of MB of garbage it has no reason yet to collect.
   */
  heapMb: number;
  corsOrigins: string[];
  checkout: CheckoutSettings;
  payments: PaymentSettings;
  mail: MailSettings;
  rateLimits: RateLimitSettings;
  trustProxy: TrustProxy;
  accounts: AccountSettings;
  adminSeed: AdminSeedSettings;
};

const randomSecret = () => randomBytes(32).toString('hex');

const tenMinutes = 10 * 60_000;

/** Reads and checks the environment once; a malformed setting stops start-up naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const emptyAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = environment.safeParse(emptyAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment setting. ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  if (settings.NODE_ENV === 'production' && !settings.PAYMENT_PROVIDER) {
    throw new Error(
      'Invalid environment setting. PAYMENT_PROVIDER must be set when NODE_ENV=production: razorpay to take real ' +
        'payments, or sandbox for a shop whose orders are paid without money (anyone can mark an order Paid)',
    );
  }
  if (settings.PAYMENT_PROVIDER === 'razorpay') {
    const missing = razorpaySettings.filter((name) => !settings[name]);
    if (missing.length > 0)
      throw new Error(`Invalid environment setting. PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}`);
  }
  if (Boolean(settings.ADMIN_EMAIL) !== Boolean(settings.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment setting. ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    shutdown: { delayMs: settings.SHUTDOWN_DELAY * 1_000, timeoutMs: settings.SHUTDOWN_TIMEOUT * 1_000 },
    metrics:
      settings.METRICS_PORT === undefined
        ? undefined
        : { port: settings.METRICS_PORT, host: settings.METRICS_HOST ?? settings.HOST },
    dataDir: resolve(repoRoot, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    backups: {
      dir: resolve(repoRoot, settings.BACKUP_DIR),
      intervalMs: settings.BACKUP_INTERVAL === undefined ? undefined : settings.BACKUP_INTERVAL * 3_600_000,
      keep: settings.BACKUP_KEEP,
    },
    logLevel: settings.LOG_LEVEL,
    remotesFile: resolve(repoRoot, settings.REMOTES_FILE ?? 'shell/dist/remotes.json'),
    renderThreads: settings.RENDER_THREADS ?? defaultRenderThreads(),
    heapMb: settings.API_HEAP_MB,
    corsOrigins: settings.CORS_ORIGINS ?? [],
    checkout: {
      codEnabled: settings.COD_ENABLED === 'true',
      codShippingChargePaise: paiseFromRupees(settings.SHIPPING_CHARGE_COD),
    },
    payments:
      settings.PAYMENT_PROVIDER === 'razorpay'
        ? {
            provider: 'razorpay',
            keyId: settings.RAZORPAY_KEY_ID!,
            keySecret: settings.RAZORPAY_KEY_SECRET!,
            webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET!,
          }
        : {
            provider: 'sandbox',
            keyId: 'sandbox',
            // a secret made at start is enough: the sandbox's payments live as long as the process
            keySecret: settings.SANDBOX_KEY_SECRET ?? randomSecret(),
            webhookSecret: settings.SANDBOX_WEBHOOK_SECRET ?? randomSecret(),
          },
    mail: { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, supportEmail: settings.SUPPORT_EMAIL },
    rateLimits: {
      redisUrl: settings.REDIS_URL,
      keyPrefix: 'hg-rate-limit:',
      contact: { max: 5, timeWindowMs: tenMinutes },
      newsletter: { max: 5, timeWindowMs: tenMinutes },
      // wrong passwords are limited per address by passwordGuesses: this leaves room for people behind one NAT
      login: { max: 100, timeWindowMs: tenMinutes },
      registration: { max: 5, timeWindowMs: tenMinutes },
      passwordReset: { max: 5, timeWindowMs: tenMinutes },
      userByEmail: { max: 10, timeWindowMs: tenMinutes },
      couponByEmail: { max: 10, timeWindowMs: tenMinutes },
      productSearch: { max: 5, timeWindowMs: 1_000 },
      passwordGuesses: {
        perCaller: { max: 10, timeWindowMs: tenMinutes },
        perAccount: { max: 10, timeWindowMs: tenMinutes },
        perAccountFromKnownCallers: { max: 10, timeWindowMs: tenMinutes },
      },
      // per account above both guess limits together, so strangers' guesses never use up the owner's hashing
      passwordHashing: {
        perCaller: { max: 100, timeWindowMs: tenMinutes },
        perAccount: { max: 40, timeWindowMs: tenMinutes },
      },
      loginLink: {
        perCaller: { max: 5, timeWindowMs: tenMinutes },
        mailsPerAccount: { max: 3, timeWindowMs: 6 * tenMinutes },
      },
      checkout: {
        perCaller: { max: settings.CHECKOUT_LIMIT, timeWindowMs: tenMinutes },
        perSession: { max: 5, timeWindowMs: tenMinutes },
        perRecipient: { max: settings.CHECKOUT_MAILS_PER_ADDRESS, timeWindowMs: 6 * tenMinutes },
      },
      applyCoupon: {
        perCaller: { max: settings.COUPON_CODE_LIMIT, timeWindowMs: tenMinutes },
        perSession: { max: 10, timeWindowMs: tenMinutes },
      },
    },
    trustProxy: trustProxy(settings.TRUST_PROXY),
    accounts: {
      shopUrl: (settings.SHOP_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
      shopSlug: shop.slug,
    },
    adminSeed:
      settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD
        ? { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD }
        : undefined,
  };
}

/** What the API tests run against: their runner (api/scripts/test.mjs) picks the database of each pass. */
export type TestSettings = {
  database: 'pglite' | 'postgres';
  /** the PostgreSQL database of the PostgreSQL pass; each test shop resets its `public` schema */
  databaseUrl: string | undefined;
  /**
   * set, each test file's process works in a database of its own named this prefix and its pid, made beside
   * `databaseUrl`'s, so files can run side by side (the runner sets it when it may create databases, and drops
   * them after the pass)
   */
  databasePerProcessPrefix: string | undefined;
  /**
   * on the PGlite pass, where the first test file to need it keeps a migrated in-memory database that every
   * test's starts from (the runner sets it, once per run); unset, each file makes its own
   */
  databaseCopyFile: string | undefined;
  /** a Redis for the tests of counters kept in Redis; they are skipped without one */
  redisUrl: string | undefined;
};

export function readTestSettings(env: NodeJS.ProcessEnv = process.env): TestSettings {
  return {
    database: env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    databaseUrl: env.TEST_DATABASE_URL,
    databasePerProcessPrefix: env.TEST_DATABASE_PER_PROCESS_PREFIX || undefined,
    databaseCopyFile: env.TEST_DATABASE_COPY_FILE || undefined,
    redisUrl: env.TEST_REDIS_URL,
  };
}

/** The contract fuzz test's settings (api/src/contract-fuzz.test.ts); the defaults are CI's run. */
const fuzzSettings = z.object({
  // `npm test`'s share of the fuzz; `npm run test:fuzz` sends 10,000
  FUZZ_RUNS: z.coerce.number().int().min(1).default(2_000),
  // any fixed number: the same requests at every run, until someone asks for others
  FUZZ_SEED: z.coerce.number().int().default(13_112_026),
  FUZZ_PATH: z
    .string()
    .regex(/^\d+(:\d+)*$/, 'FUZZ_PATH is the path a failed fuzz run printed, e.g. 4711:0:2')
    .optional(),
});

/** The contract fuzz test's number of requests, their seed, and the path of a failure to replay. */
export function readFuzzSettings(env: NodeJS.ProcessEnv = process.env) {
  const parsed = fuzzSettings.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid fuzz setting. ${problems.join('; ')}`);
  }
  return { runs: parsed.data.FUZZ_RUNS, seed: parsed.data.FUZZ_SEED, path: parsed.data.FUZZ_PATH };
}
