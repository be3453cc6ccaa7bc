import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { authTokens, oneTimeTokens } from '../../db/schema.ts';
import { bearer, get } from '../../test/requests.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { signedInCustomer } from '../../test/shop-builders.ts';
import { issueOneTimeToken, useOneTimeToken } from './one-time-tokens.ts';
import { tokenHash } from './service.ts';
import { removeSpentTokens } from './spent-tokens.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const ordersWith = (token: string) => get(shop, '/api/orders', bearer(token));
const storedBearer = async (tokens: string[]) =>
  (
    await shop.db
      .select()
      .from(authTokens)
      .where(inArray(authTokens.tokenHash, tokens.map(tokenHash)))
  ).length;
const storedMailed = async (tokens: string[]) =>
  (
    await shop.db
      .select()
      .from(oneTimeTokens)
      .where(inArray(oneTimeTokens.tokenHash, tokens.map(tokenHash)))
  ).length;

test('spent tokens are removed, live ones stay and keep working, and a removed one is answered as before', async () => {
  const live = await signedInCustomer(shop);
  const expired = await signedInCustomer(shop, { expiresInMs: -1_000 });
  const revoked = await signedInCustomer(shop, { revoked: true });
  const email = live.user.email;
  const unusedLink = await issueOneTimeToken(shop.db, { purpose: 'claim-orders', email });
  const usedLink = await issueOneTimeToken(shop.db, { purpose: 'claim-orders', email });
  assert.ok(await useOneTimeToken(shop.db, { purposes: ['claim-orders'], email, token: usedLink }));
  const expiredLink = await issueOneTimeToken(shop.db, { purpose: 'confirm-email', email });
  await shop.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(oneTimeTokens.tokenHash, tokenHash(expiredLink)));
  const refusedBefore = (await ordersWith(expired.token)).json();

  const removed = await removeSpentTokens(shop.db, new Date());

  assert.ok(removed.bearer >= 2 && removed.mailed >= 2, JSON.stringify(removed));
  assert.equal(await storedBearer([expired.token, revoked.token]), 0);
  assert.equal(await storedMailed([usedLink, expiredLink]), 0);
  assert.equal(await storedBearer([live.token]), 1);
  assert.equal(await storedMailed([unusedLink]), 1);
  assert.equal((await ordersWith(live.token)).statusCode, 200);
  for (const token of [expired.token, revoked.token]) {
    const refused = await ordersWith(token);
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(refused.json(), refusedBefore);
  }
  assert.ok(await useOneTimeToken(shop.db, { purposes: ['claim-orders'], email, token: unusedLink }));
});
