import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutRequest } from 'shared/contracts/checkout';
import { authTokens, coupons, productPrices, products, users } from '../db/schema.ts';
import { indiaDate } from '../india-date.ts';
import { tokenHash } from '../modules/auth/service.ts';
import { bearer, get, post } from './requests.ts';
import type { TestShop } from './test-shop.ts';

/** Builders of test data, so each test says only what matters to it. */

export async function newSession(shop: TestShop): Promise<string> {
  const response = await get(shop, '/api/session');
  assert.equal(response.statusCode, 200);
  return response.json().session_id;
}

export const sessionHeader = (sessionId: string) => ({ 'x-session-id': sessionId });

/** POSTs JSON as the given session. */
export const postAs = (
  shop: TestShop,
  sessionId: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => post(shop, url, payload, { ...sessionHeader(sessionId), ...headers });

export const cartOf = async (shop: TestShop, sessionId: string) => {
  const response = await get(shop, '/api/cart', sessionHeader(sessionId));
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};

export type PriceRow = { productId: number; productPriceId: number; pricePaise: number };

/** A product's price at a weight, as the database holds it. */
export async function priceOf(shop: TestShop, productName: string, weightUnit: string): Promise<PriceRow> {
  const [row] = await shop.db
    .select({
      productId: products.id,
      productPriceId: productPrices.id,
      pricePaise: productPrices.discountedPricePaise,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(and(eq(products.name, productName), eq(productPrices.weightUnit, weightUnit)));
  assert.ok(row, `no price for ${productName} at ${weightUnit}`);
  return row;
}

export const FLOUR = 'Gluten-Free Multigrain Flour';

/** Adds a product at a weight to the session's cart (500 Gm of the flour unless told) and answers its price. */
export async function addToCart(
  shop: TestShop,
  sessionId: string,
  { product = FLOUR, weight = '500 Gm', qty = 1 }: { product?: string; weight?: string; qty?: number } = {},
): Promise<PriceRow> {
  const price = await priceOf(shop, product, weight);
  const response = await postAs(shop, sessionId, '/api/cart/add', [
    { product_id: price.productId, product_price_id: price.productPriceId, qty },
  ]);
  assert.equal(response.statusCode, 200, response.body);
  return price;
}

/** A session whose cart holds one product line. */
export async function sessionWithCart(shop: TestShop, line: Parameters<typeof addToCart>[2] = {}) {
  const sessionId = await newSession(shop);
  const price = await addToCart(shop, sessionId, line);
  return { sessionId, price };
}

export const daysFromToday = (days: number) => indiaDate(new Date(Date.now() + days * 86_400_000));

/** A coupon valid today (10% unless told), with a fresh random code. */
export async function createCoupon(shop: TestShop, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [coupon] = await shop.db
    .insert(coupons)
    .values({
      couponCode: randomBytes(8).toString('hex').slice(0, 8).toUpperCase(),
      couponFromDate: daysFromToday(-30),
      couponToDate: daysFromToday(30),
      discountType: 'Percentage',
      discountValue: 10,
      ...overrides,
    })
    .returning();
  return coupon!;
}

/** A checkout payload that passes every rule. */
export function checkoutPayload(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    contact_name: 'Asha Rao',
    contact_email: 'asha.rao@example.in',
    contact_mobile: { b_contact_no: '+919876543210' },
    billing_address: {
      billing_first_name: 'Asha',
      billing_last_name: 'Rao',
      billing_address: '14 Lalbagh Road',
      billing_city: 'Bengaluru',
      billing_state: 'Karnataka',
      billing_country: 1,
      billing_country_id: 1,
      billing_country_name: 'India',
      billing_pincode: '560027',
      billing_contact_no: '+919876543210',
    },
    shipping_address: {
      shipping_first_name: 'Asha',
      shipping_last_name: 'Rao',
      shipping_address: '14 Lalbagh Road',
      shipping_city: 'Bengaluru',
      shipping_state: 'Karnataka',
      shipping_country: 1,
      shipping_country_id: 1,
      shipping_country_name: 'India',
      shipping_pincode: '560027',
      shipping_contact_no: '+919876543210',
    },
    order_notes: '',
    payment_type: 'online',
    ...overrides,
  };
}

export const checkout = (
  shop: TestShop,
  sessionId: string,
  payload: unknown = checkoutPayload(),
  { idempotencyKey = randomUUID(), token }: { idempotencyKey?: string | null; token?: string } = {},
) =>
  postAs(shop, sessionId, '/api/checkout', payload, {
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    ...bearer(token),
  });

/** A signed-in customer: a user and a bearer token, made directly in the database. */
export async function signedInCustomer(
  shop: TestShop,
  { expiresInMs = 3_600_000, revoked = false }: { expiresInMs?: number; revoked?: boolean } = {},
) {
  const [user] = await shop.db
    .insert(users)
    .values({ email: `customer-${randomUUID()}@example.in`, firstName: 'Ravi', lastName: 'Kumar' })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await shop.db.insert(authTokens).values({
    userId: user!.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + expiresInMs),
    revokedAt: revoked ? new Date() : null,
  });
  return { user: user!, token };
}

/** A guest's order placed online, and its total in paise. */
export async function onlineOrder(shop: TestShop) {
  const { sessionId } = await sessionWithCart(shop, { weight: '1 Kg' });
  const placed = (await checkout(shop, sessionId)).json();
  return { sessionId, orderId: placed.data.id as number, amountPaise: Math.round(placed.data.final_total * 100) };
}

/**
 * What the checkout sends to POST api/payment/verify once the sandbox's window has paid an order; a customer's
 * order is opened with their token, as their browser sends it.
 */
export async function sandboxPayment(shop: TestShop, order: Awaited<ReturnType<typeof onlineOrder>>, token?: string) {
  const opened = (
    await postAs(
      shop,
      order.sessionId,
      '/api/payment/create-order',
      { id: order.orderId, amount: order.amountPaise, currency: 'INR', receipt: 1 },
      bearer(token),
    )
  ).json();
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = (
    await postAs(shop, order.sessionId, '/api/payment/sandbox/pay', { order_id: opened.order_id })
  ).json();
  return { id: order.orderId, razorpay_order_id, razorpay_payment_id, razorpay_signature };
}
