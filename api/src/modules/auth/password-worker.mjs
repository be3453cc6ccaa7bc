// A password-hashing thread's work (password.ts starts the pool): Argon2id for every new hash, and the check of a
// stored hash of either scheme its text names. Plain JavaScript: a TypeScript worker fails under
// `node --import tsx --test`. Everything here runs on this thread, never on libuv's pool, which file reads,
// compression and the database share.
import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import { workerData } from 'piscina';

/** @type {{ argon2id: { memorySize: number, iterations: number, parallelism: number, hashLength: number } }} */
const { argon2id: parameters } = workerData;

/** `scrypt$N$r$p$salt$key` (base64url), the scheme before Argon2id. */
function scryptMatches(password, stored) {
  const [, N, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(N), r: Number(r), p: Number(p) };
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...options,
    maxmem: 128 * options.N * options.r * 2,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * @param {{ kind: 'hash', password: string } | { kind: 'check', password: string, stored: string }} task
 * @returns {Promise<string | boolean>} the new hash, or whether the password matches the stored one
 */
export default async function passwordTask(task) {
  const password = task.password.normalize('NFC');
  if (task.kind === 'hash') {
    return argon2id({ ...parameters, password, salt: randomBytes(16), outputType: 'encoded' });
  }
  try {
    if (task.stored.startsWith('$argon2id$')) return await argon2Verify({ password, hash: task.stored });
    if (task.stored.startsWith('scrypt$')) return scryptMatches(password, task.stored);
  } catch {
    // a malformed hash matches nothing
  }
  return false;
}
