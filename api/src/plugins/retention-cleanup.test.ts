import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authTokens, sessions } from '../db/schema.ts';
import { eventually } from '../test/eventually.ts';
import { startTestShop } from '../test/test-shop.ts';
import { sessionWithCart, signedInCustomer } from '../test/shop-builders.ts';

test('the API removes expired sessions and spent tokens on its timer, and closing it stops the timer', async (t) => {
  // the cleanup's timer, which the test moves
  t.mock.timers.enable({ apis: ['setInterval'] });
  let runs = 0;
  // the cleanup's clock moves 31 days on once the shopper is done: a session in use is never 30 days idle
  let movedOn = 0;
  const shop = await startTestShop({
    retentionCleanup: {
      everyMs: 20,
      now: () => {
        runs += 1;
        return new Date(Date.now() + movedOn);
      },
    },
  });
  try {
    const { sessionId } = await sessionWithCart(shop);
    const { user } = await signedInCustomer(shop, { revoked: true });
    movedOn = 31 * 24 * 60 * 60_000;
    const stored = async () =>
      (await shop.db.select().from(sessions).where(eq(sessions.id, sessionId))).length +
      (await shop.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).length;
    t.mock.timers.tick(20);
    assert.equal(runs, 1);
    await eventually(async () => assert.equal(await stored(), 0, 'the session and the revoked token are removed'));
    await shop.app.close();
    t.mock.timers.tick(60_000);
    assert.equal(runs, 1, 'no run after close');
  } finally {
    await shop.close();
  }
});
