import { resolve } from 'node:path';
import { z } from 'zod';

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
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  remotesFile: string;
  corsOrigins: string[];
};

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
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(repoRoot, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    logLevel: settings.LOG_LEVEL,
    remotesFile: resolve(repoRoot, settings.REMOTES_FILE ?? 'shell/dist/remotes.json'),
    corsOrigins: settings.CORS_ORIGINS ?? [],
  };
}
