import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { users } from '../../db/schema.ts';
import { bearer, post } from '../../test/requests.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer, login, newEmail, PASSWORD } from '../../test/account-builders.ts';
import { HASHING_QUEUE_LIMIT, HASHING_THREADS, hashPassword, PASSWORD_CHECKS_BUSY } from './password.ts';

let frontEndRoot: string;
let shop: TestShop;
before(async () => {
  frontEndRoot = await mkdtemp(join(tmpdir(), 'hg-password-hashing-'));
  await mkdir(join(frontEndRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(frontEndRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Healthy Grains</title>');
  await writeFile(join(frontEndRoot, 'remotes.json'), '{"mfe_catalog":"/mfe/mfe-catalog/mf-manifest.json"}');
  shop = await startTestShop({
    rateLimits: roomyRateLimits,
    frontEnds: { frontEndRoot, remotesFile: join(frontEndRoot, 'remotes.json') },
  });
});
after(async () => {
  await shop.close();
  await rm(frontEndRoot, { recursive: true, force: true });
});

const storedHash = async (email: string) =>
  (await shop.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!.hash!;

/** A hash as the shop stored them before Argon2id: scrypt at N=2^17, r=8, p=1. */
function scryptHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 });
  return ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

test('a new password is stored as Argon2id, its scheme and parameters in its text', async () => {
  const { email } = await confirmedCustomer(shop);
  assert.match(await storedHash(email), /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
});

test('a password stored as scrypt before Argon2id still signs in, and is stored as Argon2id from then on', async () => {
  const { email } = await confirmedCustomer(shop);
  const legacy = scryptHash(PASSWORD);
  await shop.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, email));

  const wrong = await post(shop, '/api/login', { email, password: 'Millet#2025' });
  assert.equal(wrong.statusCode, 401);
  assert.equal(await storedHash(email), legacy, 'a wrong password changes nothing');

  await login(shop, email);
  assert.match(await storedHash(email), /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  await login(shop, email);
});

test('eight wrong password checks at once leave static files and the API fast', async () => {
  const { token, user } = await confirmedCustomer(shop);
  const remotesMap = async () => {
    const startedAt = performance.now();
    const response = await shop.app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200, response.body);
    return performance.now() - startedAt;
  };
  const alone: number[] = [];
  for (let run = 0; run < 5; run += 1) alone.push(await remotesMap());
  const baseline = alone.sort((a, b) => a - b)[2]!;

  const startedAt = performance.now();
  const checks = Promise.all(
    Array.from({ length: 8 }, () =>
      post(
        shop,
        '/api/user/update',
        { id: user.id, password: 'Jowar#Ragi2025', current_password: 'Nope#1234' },
        bearer(token),
      ),
    ),
  );
  const checking = { over: false };
  const over = () => (checking.over = true);
  void checks.then(over, over);
  const duringChecks: number[] = [];
  do duringChecks.push(await remotesMap());
  while (!checking.over);
  const checksMs = performance.now() - startedAt;

  for (const answer of await checks) {
    assert.deepEqual(answer.json(), { status: false, message: ACCOUNT_MESSAGES.invalidCurrentPassword });
  }
  // a file read waiting behind the hashes would take about as long as a round of them
  const slowest = Math.max(...duringChecks);
  assert.ok(
    slowest < checksMs / 2 && slowest < baseline + 1_000,
    `/remotes.json took up to ${slowest.toFixed(0)} ms during checks that took ${checksMs.toFixed(0)} ms (alone: ${baseline.toFixed(0)} ms)`,
  );
});

/**
 * Keeps the hashing queue at its limit: each hash that finishes is replaced before any other task of the event loop
 * runs, so every request that arrives meanwhile finds the queue full. Resolves, once released, when all have ended.
 */
async function holdHashingQueueFull() {
  await Promise.all(Array.from({ length: HASHING_THREADS }, () => hashPassword('Warm#Threads1')));
  let holding = true;
  const held: Promise<void>[] = [];
  const hashOneMore = (): void => {
    if (holding) held.push(hashPassword('Held#Queue1').then(hashOneMore));
  };
  for (let task = 0; task < HASHING_THREADS + HASHING_QUEUE_LIMIT; task += 1) hashOneMore();
  await assert.rejects(hashPassword('One#More1'), { message: PASSWORD_CHECKS_BUSY }, 'the queue is full');
  return async () => {
    holding = false;
    await Promise.all(held);
  };
}

test('password checks beyond what the queue holds are refused at once with a 503 and Retry-After', async () => {
  const release = await holdHashingQueueFull();
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => post(shop, '/api/login', { email: newEmail('ghost'), password: PASSWORD })),
  );
  await release();
  for (const answer of answers) {
    assert.equal(answer.statusCode, 503, answer.body);
    assert.deepEqual(answer.json(), { status: false, message: PASSWORD_CHECKS_BUSY });
    assert.equal(answer.headers['retry-after'], '5');
  }

  const once = await post(shop, '/api/login', { email: newEmail('ghost'), password: PASSWORD });
  assert.equal(once.statusCode, 401, 'checked again once the queue has room');
});
