import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { paiseFromRupees } from './money.ts';

/** The repository root: the api folder's parent, whatever the working directory. */
export const repoRoot = resolve(import.meta.dirname, '../..');

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTES_FILE: z.string().trim().min(1).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .optional(),
  COD_ENABLED: z.enum(['true', 'false']).default('false'),
  SHIPPING_CHARGE_COD: z.coerce.number().min(0).max(100_000).multipleOf(0.01).default(49),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  SANDBOX_KEY_SECRET: z.string().trim().min(16).optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().trim().min(16).optional(),
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

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  remotesFile: string;
  corsOrigins: string[];
  checkout: CheckoutSettings;
  payments: PaymentSettings;
};

const randomSecret = () => randomBytes(32).toString('hex');

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
  if (settings.PAYMENT_PROVIDER === 'razorpay') {
    const missing = razorpaySettings.filter((name) => !settings[name]);
    if (missing.length > 0) throw new Error(`Invalid environment setting. PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}`);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(repoRoot, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    logLevel: settings.LOG_LEVEL,
    remotesFile: resolve(repoRoot, settings.REMOTES_FILE ?? 'shell/dist/remotes.json'),
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
  };
}
