import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { RetryLaterError } from '../../retry-later-error.ts';

/** OWASP's first choice: Argon2id with 19 MiB, 2 passes, 1 lane (a tenth of the time and memory of its scrypt). */
const ARGON2ID = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;
/** How every hash made now begins; a stored hash that does not is rehashed at its next successful sign-in. */
const CURRENT_SCHEME = `$argon2id$v=19$m=${ARGON2ID.memorySize},t=${ARGON2ID.iterations},p=${ARGON2ID.parallelism}$`;

/** Half the cores, at least one: the rest serve requests, render pages and run the database. */
export const HASHING_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
/** Checks waiting beyond this many (a few seconds of work) are refused with a 503 rather than queued. */
export const HASHING_QUEUE_LIMIT = 32 * HASHING_THREADS;

export const PASSWORD_CHECKS_BUSY = 'The shop is busy. Please try again in a moment.';

type PasswordTask = { kind: 'hash'; password: string } | { kind: 'check'; password: string; stored: string };

/**
 * Password hashing runs in threads of its own, never on libuv's pool, where each hash would hold back the file
 * reads, compression and DNS lookups of every other request.
 */
const pool = new Piscina<PasswordTask, string | boolean>({
  filename: join(import.meta.dirname, 'password-worker.mjs'),
  workerData: { argon2id: ARGON2ID },
  minThreads: 0,
  maxThreads: HASHING_THREADS,
  idleTimeout: 60_000,
});

function run(task: PasswordTask): Promise<string | boolean> {
  if (pool.queueSize >= HASHING_QUEUE_LIMIT) throw new RetryLaterError(503, PASSWORD_CHECKS_BUSY, 5);
  return pool.run(task);
}

/** An Argon2id hash in its standard text (`$argon2id$v=19$m=…,t=…,p=…$salt$key`), which names its scheme. */
export async function hashPassword(password: string): Promise<string> {
  return (await run({ kind: 'hash', password })) as string;
}

/**
 * Whether a password matches a stored hash: Argon2id, or the scrypt (`scrypt$N$r$p$salt$key`) of hashes made
 * before it; a malformed hash matches nothing.
 */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  return (await run({ kind: 'check', password, stored })) === true;
}

/** Whether a stored hash was made by an older scheme or weaker parameters, to be replaced once its password is known. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_SCHEME);

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one password check against a hash nobody has, so an unknown e-mail takes as long to
 * answer as a wrong password.
 */
export async function checkDecoyPassword(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  await passwordMatches(password, await decoy);
  return false;
}
