import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CART_QUANTITY } from 'shared/contracts/cart';
import type { Database } from '../../db/open-database.ts';
import { cartLines, carts, users } from '../../db/schema.ts';
import { storeSession } from '../session/shopper-session.ts';

/**
 * At sign-in from a session, the account's cart (the cart of the session it last signed in from) moves into
 * the session's cart: the same product at the same weight, or the same combo, adds up, stopping at 999; the
 * session's coupon stays, or the account's comes along. The session becomes the account's cart from then on,
 * and the old one is left empty, so signing in again elsewhere never counts the same lines twice. True when a line
 * stopped at 999, so the shopper can be told.
 */
export async function mergeGuestCart(db: Database, userId: number, sessionId: string): Promise<boolean> {
  await storeSession(db, sessionId);
  return db.transaction(async (tx) => {
    let capped = false;
    const [user] = await tx
      .select({ cartSessionId: users.cartSessionId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const accountSession = user?.cartSessionId;
    if (accountSession && accountSession !== sessionId) {
      const guestLines = alias(cartLines, 'guest_lines');
      const passing = await tx
        .select({ id: cartLines.id })
        .from(cartLines)
        .innerJoin(
          guestLines,
          or(eq(guestLines.productPriceId, cartLines.productPriceId), eq(guestLines.comboId, cartLines.comboId)),
        )
        .where(
          and(
            eq(cartLines.sessionId, accountSession),
            eq(guestLines.sessionId, sessionId),
            gt(sql`${cartLines.qty} + ${guestLines.qty}`, CART_QUANTITY.max),
          ),
        )
        .limit(1);
      capped = passing.length > 0;
      await tx.insert(carts).values({ sessionId }).onConflictDoNothing();
      await tx.execute(sql`
        insert into ${cartLines} (session_id, product_id, product_price_id, qty)
        select ${sessionId}, product_id, product_price_id, qty from ${cartLines}
        where session_id = ${accountSession} and product_price_id is not null
        on conflict (session_id, product_price_id)
        do update set qty = least(${cartLines}.qty + excluded.qty, ${CART_QUANTITY.max})`);
      await tx.execute(sql`
        insert into ${cartLines} (session_id, combo_id, qty)
        select ${sessionId}, combo_id, qty from ${cartLines}
        where session_id = ${accountSession} and combo_id is not null
        on conflict (session_id, combo_id)
        do update set qty = least(${cartLines}.qty + excluded.qty, ${CART_QUANTITY.max})`);
      const [accountCart] = await tx
        .select({ couponId: carts.couponId })
        .from(carts)
        .where(eq(carts.sessionId, accountSession));
      if (accountCart?.couponId) {
        await tx
          .update(carts)
          .set({ couponId: accountCart.couponId })
          .where(and(eq(carts.sessionId, sessionId), isNull(carts.couponId)));
      }
      await tx.delete(cartLines).where(eq(cartLines.sessionId, accountSession));
      await tx.update(carts).set({ couponId: null }).where(eq(carts.sessionId, accountSession));
    }
    await tx.update(users).set({ cartSessionId: sessionId }).where(eq(users.id, userId));
    return capped;
  });
}
