import { and, eq, sql } from 'drizzle-orm';
import type { CartResponse } from 'shared/contracts/cart';
import { CHECKOUT_MESSAGES } from 'shared/contracts/checkout';
import { canonicalEmail } from 'shared/contracts/email-address';
import { CART_QUANTITY } from 'shared/contracts/cart';
import type { Database } from '../../db/open-database.ts';
import { cartLines, carts, coupons } from '../../db/schema.ts';
import { paiseFromRupees, rupeesFromPaise } from '../../money.ts';
import { RecentMap } from '../../recent-map.ts';
import { ShopError } from '../../shop-error.ts';
import type { CatalogSnapshot } from '../catalog/load-catalog.ts';
import { catalogSnapshot, findCombo, findProduct, findProductByPrice } from '../catalog/service.ts';
import { storeSession } from '../session/shopper-session.ts';
import {
  bestAutoApplyCoupon,
  bestCouponReservedFor,
  COUPON_MESSAGES,
  type Coupon,
  couponDiscountPaise,
  couponProblem,
  findPublicCoupon,
} from '../coupons/coupon-rules.ts';

export const CART_MESSAGES = {
  productAdded: 'Product added to cart.',
  comboAdded: 'Combo added to cart.',
  updated: 'Cart updated.',
  productRemoved: 'Product removed from cart.',
  comboRemoved: 'Combo removed from cart.',
  productNotFound: 'Product not found.',
  weightNotSold: 'This weight is not available for this product.',
  outOfStock: 'This product is out of stock.',
  comboNotFound: 'Combo not found.',
  productNotInCart: 'This product is not in your cart.',
  comboNotInCart: 'This combo is not in your cart.',
  emptyCartCoupon: 'Add a product to your cart before applying a coupon.',
  couponApplied: 'Coupon applied.',
  couponAlreadyApplied: 'A coupon is already applied.',
  noAutoApplyCoupon: 'No coupon applies to this cart.',
  noCouponForEmail: 'No coupon is available for this e-mail address.',
  /** the answer to anyone but the address's signed-in account, whether or not a coupon is reserved for it */
  reservedCouponNeedsSignIn:
    'A coupon reserved for an e-mail address is applied when you are logged in with that address.',
} as const;

/** A cart line priced from the database as it is now; products no longer sold are left out. */
export type PricedLine = {
  id: number;
  productId: number | null;
  productPriceId: number | null;
  comboId: number | null;
  productName: string;
  weightUnit: string | null;
  image: string | null;
  qty: number;
  unitPricePaise: number;
};

/**
 * The session's lines priced from the catalogue as it is now (the in-memory copy of the database's
 * catalogue, rebuilt on every catalogue change); lines of products or combos no longer sold are left out.
 */
export async function pricedLines(db: Database, sessionId: string): Promise<PricedLine[]> {
  return priceLines(
    await catalogSnapshot(db),
    await db.select(cartLineColumns).from(cartLines).where(eq(cartLines.sessionId, sessionId)).orderBy(cartLines.id),
  );
}

/** What a cart line holds; checkout reads them itself, locked, in its transaction. */
export const cartLineColumns = {
  id: cartLines.id,
  productPriceId: cartLines.productPriceId,
  comboId: cartLines.comboId,
  qty: cartLines.qty,
};
export type CartLineRow = { id: number; productPriceId: number | null; comboId: number | null; qty: number };

export function priceLines(catalog: CatalogSnapshot, rows: CartLineRow[]): PricedLine[] {
  return rows.map((row) => pricedLine(catalog, row)).filter((line) => line !== null);
}

function pricedLine(catalog: CatalogSnapshot, row: CartLineRow): PricedLine | null {
  if (row.comboId !== null) {
    const combo = catalog.comboById.get(row.comboId);
    if (!combo) return null;
    const price = { unitPricePaise: paiseFromRupees(combo.combo_price), weightUnit: null, productPriceId: null };
    return {
      id: row.id,
      productId: null,
      comboId: combo.id,
      productName: combo.name,
      image: combo.image,
      qty: row.qty,
      ...price,
    };
  }
  const product = row.productPriceId === null ? undefined : catalog.productByPriceId.get(row.productPriceId);
  const price = product?.prices.find((candidate) => candidate.id === row.productPriceId);
  if (!product || !price || product.in_stock !== 1) return null;
  return {
    id: row.id,
    productId: product.id,
    productPriceId: price.id,
    comboId: null,
    productName: product.name,
    weightUnit: price.weight_unit,
    // the catalogue lists the default image first
    image: product.images[0]?.image ?? null,
    qty: row.qty,
    unitPricePaise: paiseFromRupees(price.discounted_price),
  };
}

export type CartTotals = { subtotalPaise: number; discountPaise: number; finalTotalPaise: number };

export function cartTotals(lines: PricedLine[], coupon: Coupon | null): CartTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.qty, 0);
  const discountPaise = coupon ? couponDiscountPaise(coupon, subtotalPaise) : 0;
  return { subtotalPaise, discountPaise, finalTotalPaise: subtotalPaise - discountPaise };
}

/** The coupon a cart holds, checked again: one that can no longer be used is taken off the cart. */
export async function cartCoupon(db: Database, sessionId: string): Promise<Coupon | null> {
  const [held] = await db
    .select({ coupon: coupons })
    .from(carts)
    .innerJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.sessionId, sessionId));
  if (!held) return null;
  if (couponProblem(held.coupon)) {
    await dropCoupon(db, sessionId, held.coupon.id);
    return null;
  }
  return held.coupon;
}

export const dropCoupon = (db: Database, sessionId: string, couponId: number) =>
  db
    .update(carts)
    .set({ couponId: null })
    .where(and(eq(carts.sessionId, sessionId), eq(carts.couponId, couponId)));

export async function readCart(db: Database, sessionId: string): Promise<CartResponse> {
  const [lines, coupon] = await Promise.all([pricedLines(db, sessionId), cartCoupon(db, sessionId)]);
  const totals = cartTotals(lines, coupon);
  return {
    status: true,
    data: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_price_id: line.productPriceId,
      combo_id: line.comboId,
      is_combo: line.comboId === null ? 0 : 1,
      product_name: line.productName,
      weight_unit: line.weightUnit,
      image: line.image,
      qty: line.qty,
      price: rupeesFromPaise(line.unitPricePaise),
      total_price: rupeesFromPaise(line.unitPricePaise * line.qty),
    })),
    subtotal: rupeesFromPaise(totals.subtotalPaise),
    shipping_charge: 0,
    discount: rupeesFromPaise(totals.discountPaise),
    final_total: rupeesFromPaise(totals.finalTotalPaise),
    coupon: coupon ? JSON.stringify({ code: coupon.couponCode, value: rupeesFromPaise(totals.discountPaise) }) : null,
  };
}

/**
 * Sessions whose cart row exists, so an add need not insert it again. Carts are removed only with an expired
 * session (session/expired-sessions.ts), which no request gets past, so a remembered one is never stale.
 */
const sessionsWithCart = new WeakMap<Database, RecentMap<string, true>>();

async function ensureCart(db: Database, sessionId: string) {
  let known = sessionsWithCart.get(db);
  if (!known) sessionsWithCart.set(db, (known = new RecentMap(50_000)));
  if (known.get(sessionId)) return;
  await storeSession(db, sessionId);
  await db.insert(carts).values({ sessionId }).onConflictDoNothing();
  known.set(sessionId, true);
}

/** Adding what the cart already holds adds to its quantity, which stops at 999. */
const addedQuantity = sql`least(${cartLines.qty} + excluded.qty, ${CART_QUANTITY.max})`;

/**
 * What an add's upsert answers: the line's quantity before it (a subquery in RETURNING still sees the row as the
 * statement found it; null for a new line) and after it. No row when a repeated Idempotency-Key changed nothing.
 */
const quantities = {
  // qualified by hand: RETURNING names its columns bare, and a bare id here would be the subquery's own
  before: sql<
    number | null
  >`(select before.qty from ${cartLines} as before where before.id = ${cartLines}.${sql.identifier(cartLines.id.name)})`,
  after: cartLines.qty,
};

/** Whether an add was stopped at 999: the cart then holds fewer than the shopper asked for. */
const stoppedAtMost = (added: number, rows: readonly { before: number | null; after: number }[]) =>
  rows.some(({ before, after }) => (before ?? 0) + added > after);

/**
 * An add that repeats the key of the add that last added to the line changes nothing: a client that got a 503
 * or no answer cannot know whether its add was made (the cut may have taken the answer after the commit), and
 * sends it again. The key is kept on the line, so it holds for a retry, which comes before the shopper's next add.
 */
const addTo = (idempotencyKey: string | undefined) => ({
  set: { qty: addedQuantity, lastAddKey: sql`excluded.last_add_key` },
  setWhere: idempotencyKey ? sql`${cartLines.lastAddKey} is distinct from excluded.last_add_key` : undefined,
});

/** The product and weight are checked against the catalogue in memory (active products only); no query. */
export async function addProduct(
  db: Database,
  sessionId: string,
  item: { productId: number; productPriceId: number; qty: number },
  idempotencyKey?: string,
) {
  const [owner, product] = await Promise.all([
    findProductByPrice(db, item.productPriceId),
    findProduct(db, item.productId),
  ]);
  if (!owner || !product) throw new ShopError(404, CART_MESSAGES.productNotFound);
  if (owner.id !== item.productId) throw new ShopError(400, CART_MESSAGES.weightNotSold);
  if (owner.in_stock !== 1) throw new ShopError(409, CART_MESSAGES.outOfStock);
  await ensureCart(db, sessionId);
  const rows = await db
    .insert(cartLines)
    .values({
      sessionId,
      productId: item.productId,
      productPriceId: item.productPriceId,
      qty: item.qty,
      lastAddKey: idempotencyKey ?? null,
    })
    .onConflictDoUpdate({ target: [cartLines.sessionId, cartLines.productPriceId], ...addTo(idempotencyKey) })
    .returning(quantities);
  return { stoppedAtMost: stoppedAtMost(item.qty, rows) };
}

export async function addCombo(
  db: Database,
  sessionId: string,
  combo: { comboId: number; qty: number },
  idempotencyKey?: string,
) {
  const { comboId, qty } = combo;
  if (!(await findCombo(db, comboId))) throw new ShopError(404, CART_MESSAGES.comboNotFound);
  await ensureCart(db, sessionId);
  const rows = await db
    .insert(cartLines)
    .values({ sessionId, comboId, qty, lastAddKey: idempotencyKey ?? null })
    .onConflictDoUpdate({ target: [cartLines.sessionId, cartLines.comboId], ...addTo(idempotencyKey) })
    .returning(quantities);
  return { stoppedAtMost: stoppedAtMost(qty, rows) };
}

/** Only this session's lines are matched, so another shopper's cart is never reached. */
const productLine = (sessionId: string, productId: number, productPriceId: number) =>
  and(
    eq(cartLines.sessionId, sessionId),
    eq(cartLines.productId, productId),
    eq(cartLines.productPriceId, productPriceId),
  );
const comboLine = (sessionId: string, comboId: number) =>
  and(eq(cartLines.sessionId, sessionId), eq(cartLines.comboId, comboId));

export async function updateProductLine(
  db: Database,
  sessionId: string,
  productId: number,
  productPriceId: number,
  qty: number,
) {
  const updated = await db
    .update(cartLines)
    .set({ qty })
    .where(productLine(sessionId, productId, productPriceId))
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw new ShopError(404, CART_MESSAGES.productNotInCart);
}

export async function removeProductLine(db: Database, sessionId: string, productId: number, productPriceId: number) {
  const removed = await db
    .delete(cartLines)
    .where(productLine(sessionId, productId, productPriceId))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw new ShopError(404, CART_MESSAGES.productNotInCart);
}

export async function updateComboLine(db: Database, sessionId: string, comboId: number, qty: number) {
  const updated = await db
    .update(cartLines)
    .set({ qty })
    .where(comboLine(sessionId, comboId))
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw new ShopError(404, CART_MESSAGES.comboNotInCart);
}

export async function removeComboLine(db: Database, sessionId: string, comboId: number) {
  const removed = await db.delete(cartLines).where(comboLine(sessionId, comboId)).returning({ id: cartLines.id });
  if (removed.length === 0) throw new ShopError(404, CART_MESSAGES.comboNotInCart);
}

async function subtotalForCoupon(db: Database, sessionId: string): Promise<number> {
  const { subtotalPaise } = cartTotals(await pricedLines(db, sessionId), null);
  if (subtotalPaise === 0) throw new ShopError(400, CART_MESSAGES.emptyCartCoupon);
  return subtotalPaise;
}

async function holdCoupon(db: Database, sessionId: string, coupon: Coupon) {
  await db.update(carts).set({ couponId: coupon.id }).where(eq(carts.sessionId, sessionId));
}

/** Applies a coupon by its code; answers the rupees it takes off the cart. */
export async function applyCouponCode(db: Database, sessionId: string, typedCode: string): Promise<number> {
  const subtotalPaise = await subtotalForCoupon(db, sessionId);
  const code = typedCode.trim().toUpperCase();
  if (code === '') throw new ShopError(400, COUPON_MESSAGES.emptyCode);
  const coupon = await findPublicCoupon(db, code);
  // expired or withdrawn is answered as unknown, so guessing codes tells nothing of which exist
  if (!coupon || couponProblem(coupon)) throw new ShopError(404, COUPON_MESSAGES.invalid);
  await holdCoupon(db, sessionId, coupon);
  return rupeesFromPaise(couponDiscountPaise(coupon, subtotalPaise));
}

/**
 * A cart with no coupon gets the best automatic one that is valid today. Called quietly by the cart,
 * so "nothing to apply" is an ordinary answer (status false), not an error.
 */
export async function autoApplyCoupon(
  db: Database,
  sessionId: string,
): Promise<{ applied: boolean; message: string; discount: number }> {
  const lines = await pricedLines(db, sessionId);
  const current = await cartCoupon(db, sessionId);
  const { subtotalPaise, discountPaise } = cartTotals(lines, current);
  if (subtotalPaise === 0) return { applied: false, message: CART_MESSAGES.emptyCartCoupon, discount: 0 };
  if (current)
    return { applied: true, message: CART_MESSAGES.couponAlreadyApplied, discount: rupeesFromPaise(discountPaise) };
  const coupon = await bestAutoApplyCoupon(db, subtotalPaise);
  if (!coupon) return { applied: false, message: CART_MESSAGES.noAutoApplyCoupon, discount: 0 };
  await holdCoupon(db, sessionId, coupon);
  return {
    applied: true,
    message: CART_MESSAGES.couponApplied,
    discount: rupeesFromPaise(couponDiscountPaise(coupon, subtotalPaise)),
  };
}

/**
 * Applies the best valid coupon reserved for this e-mail, when the caller is signed in to that address's account
 * (signing in proves the address: an account signs in only once its address is confirmed). Anyone else gets one
 * answer whether or not a coupon is reserved for the address, so the call tells nobody who has one.
 */
export async function applyCouponReservedFor(
  db: Database,
  sessionId: string,
  { email, signedInAs }: { email: string; signedInAs: string | null },
): Promise<{ status: boolean; message: string; discount: number }> {
  const address = canonicalEmail(email);
  if (!address) throw new ShopError(400, CHECKOUT_MESSAGES.invalidEmail);
  if (address !== signedInAs) return { status: false, message: CART_MESSAGES.reservedCouponNeedsSignIn, discount: 0 };
  const subtotalPaise = await subtotalForCoupon(db, sessionId);
  const coupon = await bestCouponReservedFor(db, address, subtotalPaise);
  if (!coupon) return { status: false, message: CART_MESSAGES.noCouponForEmail, discount: 0 };
  await holdCoupon(db, sessionId, coupon);
  return {
    status: true,
    message: CART_MESSAGES.couponApplied,
    discount: rupeesFromPaise(couponDiscountPaise(coupon, subtotalPaise)),
  };
}
