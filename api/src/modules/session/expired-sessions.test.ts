import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, inArray } from 'drizzle-orm';
import { cartLines, carts, contactMessages, orderItems, orders, sessions, users } from '../../db/schema.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { addToCart, checkout, newSession, sessionWithCart, signedInCustomer } from '../../test/shop-builders.ts';
import { removeExpiredSessions } from './expired-sessions.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const day = 24 * 60 * 60_000;
const daysLater = (days: number) => new Date(Date.now() + days * day);

const rowsOf = async (table: typeof sessions | typeof carts | typeof cartLines, ids: string[]) => {
  const column = table === sessions ? sessions.id : table === carts ? carts.sessionId : cartLines.sessionId;
  return (await shop.db.select({ n: count() }).from(table).where(inArray(column, ids)))[0]!.n;
};
const countOf = async (table: typeof orders | typeof orderItems | typeof users | typeof contactMessages) =>
  (await shop.db.select({ n: count() }).from(table))[0]!.n;

/** Guests who left a cart, a guest who ordered and came back, a customer whose cart waits for the next sign-in. */
async function shoppers() {
  const abandoned = await sessionWithCart(shop);
  const emptied = await sessionWithCart(shop);
  await shop.app.inject({
    method: 'POST',
    url: '/api/cart/remove',
    headers: { 'x-session-id': emptied.sessionId },
    payload: { product_id: emptied.price.productId, product_price_id: emptied.price.productPriceId },
  });
  const ordered = await sessionWithCart(shop);
  assert.equal((await checkout(shop, ordered.sessionId)).statusCode, 200);
  await addToCart(shop, ordered.sessionId);
  const customer = await signedInCustomer(shop);
  const account = await sessionWithCart(shop);
  await shop.db.update(users).set({ cartSessionId: account.sessionId }).where(eq(users.id, customer.user.id));
  const wrote = await newSession(shop);
  const contact = await shop.app.inject({
    method: 'POST',
    url: '/api/send-mail',
    headers: { 'x-session-id': wrote },
    payload: {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera.iyer@example.in',
      contact_no: '9876543210',
      message: 'Do you deliver to Pune?',
    },
  });
  assert.equal(contact.statusCode, 201, contact.body);
  return {
    guests: [abandoned.sessionId, emptied.sessionId, wrote],
    ordered: ordered.sessionId,
    account: account.sessionId,
  };
}

test('nothing is removed before 30 days without use', async () => {
  const { guests, ordered, account } = await shoppers();
  const all = [...guests, ordered, account];
  await removeExpiredSessions(shop.db, daysLater(29));
  assert.equal(await rowsOf(sessions, all), all.length);
  assert.equal(await rowsOf(carts, all), 4);
  assert.equal(await rowsOf(cartLines, all), 3);
});

test('after 30 days without use, guest carts and sessions go; orders, accounts and messages stay', async () => {
  const { guests, ordered, account } = await shoppers();
  const before = {
    orders: await countOf(orders),
    items: await countOf(orderItems),
    users: await countOf(users),
    messages: await countOf(contactMessages),
  };

  const removed = await removeExpiredSessions(shop.db, daysLater(31));

  assert.ok(removed.sessions >= guests.length);
  assert.equal(await rowsOf(sessions, guests), 0, 'the guests’ sessions');
  assert.equal(await rowsOf(carts, [...guests, ordered]), 0, 'the guests’ carts');
  assert.equal(await rowsOf(cartLines, [...guests, ordered]), 0, 'their lines');
  assert.equal(await rowsOf(sessions, [ordered]), 1, 'the session an order names');
  assert.equal(await rowsOf(sessions, [account]), 1, 'the session of an account’s cart');
  assert.equal(await rowsOf(cartLines, [account]), 1, 'the account’s cart');
  assert.deepEqual(
    {
      orders: await countOf(orders),
      items: await countOf(orderItems),
      users: await countOf(users),
      messages: await countOf(contactMessages),
    },
    before,
  );
  const [message] = await shop.db.select().from(contactMessages).where(eq(contactMessages.sessionId, guests[2]!));
  assert.equal(message, undefined, 'the message no longer names the removed session');
});

test('two cleanups at once remove everything once and fail nowhere', async () => {
  const { guests } = await shoppers();
  const [first, second] = await Promise.all([
    removeExpiredSessions(shop.db, daysLater(31)),
    removeExpiredSessions(shop.db, daysLater(31)),
  ]);
  assert.equal(await rowsOf(sessions, guests), 0);
  assert.ok(first.sessions + second.sessions >= guests.length);
  assert.deepEqual(await removeExpiredSessions(shop.db, daysLater(31)), { sessions: 0, carts: 0 });
});
