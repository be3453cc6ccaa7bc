import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { login } from '../../test/account-builders.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { post } from '../../test/requests.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { users } from '../schema.ts';
import { GENERATED_ADMIN_EMAIL, seedAdmin } from './seed-admin.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());
beforeEach(async () => {
  await shop.db.delete(users);
});

const adminSettings = { email: 'owner@healthygrains.example', password: 'Owner#Pass2024' };

test('with ADMIN_EMAIL and ADMIN_PASSWORD an active admin is made, who signs in and gets a_token', async () => {
  assert.deepEqual(await seedAdmin(shop.db, adminSettings), { kind: 'configured', email: adminSettings.email });
  const signIn = await login(shop, adminSettings.email, adminSettings.password);
  assert.equal(signIn.user.role, 'admin');
  assert.equal(signIn.user.status, 1);
  assert.ok(signIn.a_token);
});

test('a later start changes nothing: the user of that e-mail keeps their password and role', async () => {
  await shop.db.insert(users).values({
    email: adminSettings.email,
    firstName: 'Owner',
    role: 'customer',
    passwordHash: await hashPassword('Earlier#Pass1'),
    emailConfirmedAt: new Date(),
  });
  assert.equal(await seedAdmin(shop.db, adminSettings), null);
  const [row] = await shop.db.select().from(users).where(eq(users.email, adminSettings.email));
  assert.equal(row!.role, 'customer');
  await login(shop, adminSettings.email, 'Earlier#Pass1');
});

test('without the settings the first start makes an admin with a generated password, once', async () => {
  const seeded = await seedAdmin(shop.db, undefined);
  assert.ok(seeded?.kind === 'generated');
  assert.equal(seeded.email, GENERATED_ADMIN_EMAIL);
  assert.ok(seeded.password.length >= 24);
  const signIn = await login(shop, seeded.email, seeded.password);
  assert.equal(signIn.user.role, 'admin');
  assert.equal(await seedAdmin(shop.db, undefined), null, 'the next start finds an admin and prints nothing');
  const wrong = await post(shop, '/api/login', { email: GENERATED_ADMIN_EMAIL, password: 'guess#Admin1' });
  assert.equal(wrong.statusCode, 401);
});

test('without the settings, a shop that already has an admin gets no other', async () => {
  await seedAdmin(shop.db, adminSettings);
  assert.equal(await seedAdmin(shop.db, undefined), null);
  assert.equal((await shop.db.select().from(users).where(eq(users.role, 'admin'))).length, 1);
});
