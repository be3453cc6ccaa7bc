import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { users } from '../../db/schema.ts';
import { bearer, get, post } from '../../test/requests.ts';
import { roomyRateLimits } from '../../test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { confirmedCustomer, login, NEW_PASSWORD, newEmail, PASSWORD } from '../../test/account-builders.ts';
import { changeUserStatus, signedInAdmin } from '../../test/admin-builders.ts';
import { OWN_DEACTIVATION_REFUSED } from './service.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const update = (token: string, payload: object) => post(shop, '/api/user/update', payload, bearer(token));

const billing = {
  billing_first_name: 'Asha',
  billing_last_name: 'Rao',
  billing_address: '14 Lalbagh Road',
  billing_country_id: 1,
  billing_country_name: 'India',
  billing_state: 'Karnataka',
  billing_city: 'Bengaluru',
  billing_pincode: '560027',
  billing_contact_no: '+919876543210',
};
const shipping = Object.fromEntries(
  Object.entries(billing).map(([key, value]) => [key.replace('billing_', 'shipping_'), value]),
);

test('GET api/user and api/user/{own id} answer the signed-in user, without the password hash', async () => {
  const { token, user, email } = await confirmedCustomer(shop);
  for (const url of ['/api/user', `/api/user/${user.id}`]) {
    const response = await get(shop, url, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, true);
    assert.deepEqual(Object.keys(body.data).sort(), [
      'billing_address',
      'display_name',
      'email',
      'first_name',
      'id',
      'last_name',
      'role',
      'shipping_address',
      'status',
    ]);
    assert.equal(body.data.email, email);
    assert.equal(body.data.role, 'customer');
    assert.equal(body.data.status, 1);
  }
});

test("another user's id answers 404, the same as a missing one", async () => {
  const me = await confirmedCustomer(shop);
  const other = await confirmedCustomer(shop);
  const theirs = await get(shop, `/api/user/${other.user.id}`, bearer(me.token));
  const missing = await get(shop, '/api/user/999999', bearer(me.token));
  for (const response of [theirs, missing]) {
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: false, message: ACCOUNT_MESSAGES.userNotFound });
  }
});

test('without a token, or with a made-up one, the user calls are a 401', async () => {
  assert.equal((await shop.app.inject({ url: '/api/user' })).statusCode, 401);
  assert.equal((await get(shop, '/api/user', bearer('made-up'))).statusCode, 401);
  assert.equal((await post(shop, '/api/user/update', { id: 1, first_name: 'X' })).statusCode, 401);
});

test('the account details are saved: names, display name', async () => {
  const { token, user } = await confirmedCustomer(shop);
  const response = await update(token, { id: user.id, first_name: 'Asha', last_name: 'Rao 2', display_name: 'Asha R' });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().message, 'Account updated successfully!');
  const saved = (await get(shop, '/api/user', bearer(token))).json().data;
  assert.deepEqual([saved.first_name, saved.last_name, saved.display_name], ['Asha', 'Rao 2', 'Asha R']);
});

test("the account form's rules: names with letters, digits and spaces; a display name", async () => {
  const { token, user } = await confirmedCustomer(shop);
  for (const [payload, message] of [
    [{ first_name: 'Asha!' }, 'First name must not contain special characters.'],
    [{ last_name: 'Rao<script>' }, 'Last name must not contain special characters.'],
    [{ display_name: '   ' }, 'Display name is required.'],
  ] as const) {
    const response = await update(token, { id: user.id, ...payload });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: false, message });
  }
});

test('the addresses are stored as JSON text and answered as such; a broken one is refused with its message', async () => {
  const { token, user } = await confirmedCustomer(shop);
  const saved = await update(token, { id: user.id, billing_address: JSON.stringify({ ...billing, extra: 'dropped' }) });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().message, 'Billing address updated!');
  assert.deepEqual(JSON.parse(saved.json().data.billing_address), billing);
  const shipped = await update(token, { id: user.id, shipping_address: JSON.stringify(shipping) });
  assert.equal(shipped.json().message, 'Shipping address updated!');

  for (const [address, message] of [
    [JSON.stringify({ ...billing, billing_first_name: '' }), 'First name is required.'],
    [JSON.stringify({ ...billing, billing_address: undefined }), 'Address is required.'],
    [JSON.stringify({ ...billing, billing_country_id: '' }), 'Country is required.'],
    [JSON.stringify({ ...billing, billing_state: ' ' }), 'State is required.'],
    [JSON.stringify({ ...billing, billing_city: '' }), 'City is required.'],
    [JSON.stringify({ ...billing, billing_pincode: '' }), 'Pincode is required.'],
    [JSON.stringify({ ...billing, billing_last_name: '' }), 'Last name is required.'],
    [JSON.stringify({ ...billing, billing_pincode: '56002' }), 'Pincode must be 6 digits.'],
    [JSON.stringify({ ...billing, billing_contact_no: '98765-43210' }), 'Contact No. must be at most 15 digits.'],
    [JSON.stringify({ ...billing, billing_city: 'B'.repeat(101) }), ACCOUNT_MESSAGES.addressFailed],
    ['{not json', ACCOUNT_MESSAGES.addressFailed],
    ['[1,2]', ACCOUNT_MESSAGES.addressFailed],
    [JSON.stringify({ ...billing, billing_country_name: { nested: true } }), ACCOUNT_MESSAGES.addressFailed],
  ]) {
    const response = await update(token, { id: user.id, billing_address: address });
    assert.equal(response.statusCode, 400, address);
    assert.deepEqual(response.json(), { status: false, message }, address);
  }
  assert.deepEqual(JSON.parse((await get(shop, '/api/user', bearer(token))).json().data.billing_address), billing);
});

test("another user's record and addresses cannot be changed: 404, and theirs stays as it was", async () => {
  const me = await confirmedCustomer(shop);
  const other = await confirmedCustomer(shop);
  for (const payload of [
    { id: other.user.id, first_name: 'Hacked' },
    { id: other.user.id, billing_address: JSON.stringify(billing) },
    { id: other.user.id, status: 0 },
  ]) {
    const response = await update(me.token, payload);
    assert.equal(response.statusCode, 404, JSON.stringify(payload));
  }
  const [theirs] = await shop.db.select().from(users).where(eq(users.id, other.user.id));
  assert.equal(theirs!.firstName, '');
  assert.equal(theirs!.billingAddress, null);
  assert.equal(theirs!.status, 1);
});

test('role, status or e-mail in an update are refused with 403; sent unchanged they are ignored', async () => {
  const { token, user, email } = await confirmedCustomer(shop);
  for (const payload of [{ role: 'admin' }, { status: 0 }, { email: newEmail('elsewhere') }]) {
    const response = await update(token, { id: user.id, first_name: 'Ravi', ...payload });
    assert.equal(response.statusCode, 403, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: false, message: ACCOUNT_MESSAGES.notAllowed });
  }
  const [row] = await shop.db.select().from(users).where(eq(users.id, user.id));
  assert.deepEqual([row!.role, row!.status, row!.email, row!.firstName], ['customer', 1, email, '']);

  const wholeRecord = await update(token, { ...user, first_name: 'Ravi' });
  assert.equal(wholeRecord.statusCode, 200, wholeRecord.body);
  assert.equal(wholeRecord.json().data.first_name, 'Ravi');
});

test('validate-password: the right current password is valid, a wrong one is status false', async () => {
  const { token, user } = await confirmedCustomer(shop);
  const right = await post(
    shop,
    '/api/validate-password',
    { user_id: user.id, current_password: PASSWORD },
    bearer(token),
  );
  assert.equal(right.statusCode, 200, right.body);
  assert.equal(right.json().status, true);
  const wrong = await post(
    shop,
    '/api/validate-password',
    { user_id: user.id, current_password: 'Nope#1234' },
    bearer(token),
  );
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(wrong.json(), { status: false, message: 'Invalid current password' });
});

test("validate-password for another user's id is a 404, whatever the password", async () => {
  const me = await confirmedCustomer(shop);
  const other = await confirmedCustomer(shop);
  const response = await post(
    shop,
    '/api/validate-password',
    { user_id: other.user.id, current_password: PASSWORD },
    bearer(me.token),
  );
  assert.equal(response.statusCode, 404);
});

test('a password change needs the current password, proved just before or sent along; other sign-ins end', async () => {
  const { token, user, email } = await confirmedCustomer(shop);
  const otherDevice = await login(shop, email);

  const unproved = await update(token, { id: user.id, password: NEW_PASSWORD });
  assert.equal(unproved.statusCode, 400);
  assert.deepEqual(unproved.json(), { status: false, message: 'Current password is required to change password.' });
  const wrong = await update(token, { id: user.id, password: NEW_PASSWORD, current_password: 'Nope#1234' });
  assert.deepEqual(wrong.json(), { status: false, message: 'Invalid current password' });
  const weak = await update(token, { id: user.id, password: 'weak' });
  assert.deepEqual(weak.json(), { status: false, message: ACCOUNT_MESSAGES.accountPassword });

  await post(shop, '/api/validate-password', { user_id: user.id, current_password: PASSWORD }, bearer(token));
  const changed = await update(token, { id: user.id, first_name: 'Ravi', password: NEW_PASSWORD });
  assert.equal(changed.statusCode, 200, changed.body);

  assert.equal((await get(shop, '/api/user', bearer(token))).statusCode, 200, 'the sign-in that changed it goes on');
  assert.equal((await get(shop, '/api/user', bearer(otherDevice.token))).statusCode, 401, 'every other sign-in ends');
  assert.equal((await post(shop, '/api/login', { email, password: PASSWORD })).statusCode, 401);
  await login(shop, email, NEW_PASSWORD);
});

test('an admin deactivates a user: their old token stops working and they cannot sign in', async () => {
  const admin = await signedInAdmin(shop);
  const customer = await confirmedCustomer(shop);
  const stranger = await confirmedCustomer(shop);

  const byCustomer = await update(stranger.token, { id: customer.user.id, status: 0 });
  assert.equal(byCustomer.statusCode, 404, "another customer's record is not found");
  const withShopToken = await changeUserStatus(shop, admin.token, customer.user.id, 1);
  assert.equal(withShopToken.statusCode, 200, "the admin's shop token is an admin's too");
  const viaDetails = await update(admin.adminToken, { id: customer.user.id, first_name: 'Changed' });
  assert.equal(viaDetails.statusCode, 403, "an admin changes no customer's details");

  const deactivated = await changeUserStatus(shop, admin.adminToken, customer.user.id, 0);
  assert.equal(deactivated.statusCode, 200, deactivated.body);
  assert.equal(deactivated.json().data.status, 0);
  assert.equal((await get(shop, '/api/user', bearer(customer.token))).statusCode, 401);
  const signIn = await post(shop, '/api/login', { email: customer.email, password: PASSWORD });
  assert.deepEqual(signIn.json(), { status: false, message: 'Invalid credentials!' });

  assert.equal((await changeUserStatus(shop, admin.adminToken, customer.user.id, 1)).statusCode, 200);
  await login(shop, customer.email);
});

test('the users list answers an admin every user record, newest first, and nothing else of them', async () => {
  const admin = await signedInAdmin(shop);
  const older = await confirmedCustomer(shop);
  const newer = await confirmedCustomer(shop);
  const response = await get(shop, '/api/users/getUserRecords', bearer(admin.adminToken));
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.equal(body.status, true);
  const ids = body.data.map((user: { id: number }) => user.id);
  assert.ok(ids.indexOf(newer.user.id) < ids.indexOf(older.user.id), 'newest first');
  assert.ok(ids.indexOf(older.user.id) < ids.indexOf(admin.user.id), 'newest first');
  assert.deepEqual(
    body.data.find((user: { id: number }) => user.id === newer.user.id),
    (await get(shop, '/api/user', bearer(newer.token))).json().data,
    'the same record as the user reads of themself',
  );
  assert.ok(!response.body.includes('password'), 'no password hash leaves');
});

test('the users list refuses a guest (401) and a customer (403)', async () => {
  const customer = await confirmedCustomer(shop);
  const guest = await shop.app.inject({ url: '/api/users/getUserRecords' });
  assert.deepEqual([guest.statusCode, guest.json()], [401, { status: false, message: ACCOUNT_MESSAGES.signInAgain }]);
  const refused = await get(shop, '/api/users/getUserRecords', bearer(customer.token));
  assert.deepEqual(
    [refused.statusCode, refused.json()],
    [403, { status: false, message: ACCOUNT_MESSAGES.notAllowed }],
  );
});

test('an admin cannot deactivate themself: 409, and they stay active and signed in', async () => {
  const admin = await signedInAdmin(shop);
  for (const token of [admin.adminToken, admin.token]) {
    const response = await changeUserStatus(shop, token, admin.user.id, 0);
    assert.equal(response.statusCode, 409, response.body);
    assert.deepEqual(response.json(), { status: false, message: OWN_DEACTIVATION_REFUSED });
  }
  const [row] = await shop.db.select().from(users).where(eq(users.id, admin.user.id));
  assert.equal(row!.status, 1);
  assert.equal((await get(shop, '/api/users/getUserRecords', bearer(admin.adminToken))).statusCode, 200);
  const unchanged = await update(admin.adminToken, { ...admin.user, display_name: 'Chief' });
  assert.equal(unchanged.statusCode, 200, 'their own record sent back with status 1 is still saved');
});

test('a deactivation ends every sign-in of the user, on every device; the list shows them inactive', async () => {
  const admin = await signedInAdmin(shop);
  const customer = await confirmedCustomer(shop);
  const otherDevice = await login(shop, customer.email);
  const deactivated = await changeUserStatus(shop, admin.adminToken, customer.user.id, 0);
  assert.equal(deactivated.statusCode, 200, deactivated.body);
  assert.deepEqual(
    {
      status: deactivated.json().status,
      success: deactivated.json().success,
      userStatus: deactivated.json().data.status,
    },
    { status: true, success: true, userStatus: 0 },
  );
  for (const token of [customer.token, otherDevice.token]) {
    const response = await get(shop, '/api/user', bearer(token));
    assert.deepEqual(
      [response.statusCode, response.json()],
      [401, { status: false, message: ACCOUNT_MESSAGES.signInAgain }],
    );
  }
  const listed = (await get(shop, '/api/users/getUserRecords', bearer(admin.adminToken))).json().data;
  assert.equal(listed.find((user: { id: number }) => user.id === customer.user.id).status, 0);
  const signIn = await post(shop, '/api/login', { email: customer.email, password: PASSWORD });
  assert.deepEqual([signIn.statusCode, signIn.json()], [401, { status: false, message: 'Invalid credentials!' }]);
});

test("a user's status change needs 0 or 1, an existing user and nothing else of theirs", async () => {
  const admin = await signedInAdmin(shop);
  const customer = await confirmedCustomer(shop);
  const notAStatus = await update(admin.adminToken, { id: customer.user.id, status: 2 });
  assert.equal(notAStatus.statusCode, 400, notAStatus.body);
  const missing = await changeUserStatus(shop, admin.adminToken, 999_999, 0);
  assert.deepEqual(
    [missing.statusCode, missing.json()],
    [404, { status: false, message: ACCOUNT_MESSAGES.userNotFound }],
  );
  const withDetails = await update(admin.adminToken, { id: customer.user.id, status: 0, display_name: 'Changed' });
  assert.equal(withDetails.statusCode, 403, withDetails.body);
  assert.equal((await get(shop, '/api/user', bearer(customer.token))).statusCode, 200, 'nothing was changed');
});
