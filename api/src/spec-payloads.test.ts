/**
 * Every call the shop's browser client makes, sent with exactly its published payload (its fields and none
 * of our optional ones), and read as that client reads the answer. Then our own
 * calls, with the payloads the README and /api/docs give them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LoginResponse, UserResponse, UserUpdateResponse } from 'shared/contracts/account';
import type { CartChangeResponse, CartResponse } from 'shared/contracts/cart';
import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';
import type { CheckoutResponse } from 'shared/contracts/checkout';
import { CONTACT_MESSAGES } from 'shared/contracts/contact';
import { NEWSLETTER_MESSAGES } from 'shared/contracts/newsletter';
import type { Envelope } from 'shared/contracts/envelope';
import type { Country, State } from 'shared/contracts/geo';
import { ORDER_MESSAGES, type Order } from 'shared/contracts/orders';
import type {
  CreatePaymentOrderResponse,
  PaymentOptionsResponse,
  VerifyPaymentResponse,
} from 'shared/contracts/payment';
import type { SessionResponse } from 'shared/contracts/session';
import type { PaymentSettings } from './config.ts';
import { coupons, orders } from './db/schema.ts';
import { confirmByMail, mailedResetLink } from './test/account-builders.ts';
import { CART_MESSAGES } from './modules/cart/service.ts';
import { CHECKOUT_ANSWERS } from './modules/checkout/service.ts';
import { PAYMENT_MESSAGES } from './modules/payment/service.ts';
import { signatureOf } from './modules/payment/signature.ts';
import { bearer, get, post } from './test/requests.ts';
import { postAs, sessionHeader, signedInCustomer } from './test/shop-builders.ts';
import { roomyRateLimits } from './test/roomy-rate-limits.ts';
import { startTestShop, type TestShop } from './test/test-shop.ts';

const payments: PaymentSettings = {
  provider: 'sandbox',
  keyId: 'sandbox',
  keySecret: 'spec-key-secret-0123456789',
  webhookSecret: 'spec-webhook-secret-0123456789',
};

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ payments, rateLimits: roomyRateLimits });
});
after(() => shop.close());

/** `GET api/session`: the client reads `session_id` and sends it back as X-session-id. */
async function specSession(): Promise<string> {
  const response = await get(shop, '/api/session');
  assert.equal(response.statusCode, 200);
  const { session_id } = response.json<SessionResponse>();
  assert.equal(typeof session_id, 'string');
  assert.notEqual(session_id, '');
  return session_id;
}

async function firstProduct(): Promise<ProductSummary> {
  const [product] = (await get(shop, '/api/products')).json<Envelope<ProductSummary[]>>().data;
  assert.ok(product);
  return product;
}

/** The published add-to-cart item, with the client's own idea of the prices. */
const specCartItem = (product: ProductSummary, qty: number, claimedPrice = 1) => [
  {
    product_id: product.id,
    product_price_id: product.prices[0]!.id,
    product_name: product.name,
    discounted_price: claimedPrice,
    price: claimedPrice,
    qty,
  },
];

/** The published checkout payload, field for field: no payment type, none of our optional fields. */
const specCheckout = {
  contact_name: 'Meera Iyer',
  contact_email: 'meera.iyer@example.in',
  contact_mobile: { b_contact_no: '9876543210' },
  billing_address: {
    billing_first_name: 'Meera',
    billing_last_name: 'Iyer',
    billing_address: '7 Cathedral Road',
    billing_city: 'Chennai',
    billing_state: 'Tamil Nadu',
    billing_country: 1,
    billing_country_id: 1,
    billing_country_name: 'India',
    billing_pincode: '600086',
    billing_contact_no: '9876543210',
  },
  shipping_address: {
    shipping_first_name: 'Meera',
    shipping_last_name: 'Iyer',
    shipping_address: '7 Cathedral Road',
    shipping_city: 'Chennai',
    shipping_state: 'Tamil Nadu',
    shipping_country: 1,
    shipping_country_id: 1,
    shipping_country_name: 'India',
    shipping_pincode: '600086',
    shipping_contact_no: '9876543210',
  },
  order_notes: 'Please ring the bell.',
};

test('GET api/session answers a session_id', async () => {
  await specSession();
});

test('GET api/products and api/products/{id}: the client reads status and data', async () => {
  const list = await get(shop, '/api/products');
  assert.equal(list.statusCode, 200);
  const products = list.json<Envelope<ProductSummary[]>>();
  assert.equal(products.status, true);
  assert.ok(products.data.length > 0);

  const one = await get(shop, `/api/products/${products.data[0]!.id}`);
  assert.equal(one.statusCode, 200);
  const product = one.json<Envelope<Product>>();
  assert.equal(product.status, true);
  assert.equal(product.data.id, products.data[0]!.id);
  assert.ok(product.data.prices.length > 0);
});

test('GET api/product-combos and api/product-combos/{id}: status and data', async () => {
  const list = await get(shop, '/api/product-combos');
  assert.equal(list.statusCode, 200);
  const combos = list.json<Envelope<ComboSummary[]>>();
  assert.equal(combos.status, true);
  const [combo] = combos.data;
  assert.ok(combo);

  const one = await get(shop, `/api/product-combos/${combo.id}`);
  assert.equal(one.statusCode, 200);
  const detail = one.json<Envelope<Combo>>();
  assert.equal(detail.status, true);
  assert.equal(detail.data.id, combo.id);
  assert.equal(detail.data.combo_price, combo.combo_price);
});

test('the cart calls take the published payloads; the prices a client sends are ignored', async () => {
  const sessionId = await specSession();
  const product = await firstProduct();
  const [combo] = (await get(shop, '/api/product-combos')).json<Envelope<ComboSummary[]>>().data;

  const added = await postAs(shop, sessionId, '/api/cart/add', specCartItem(product, 2));
  assert.equal(added.statusCode, 200, added.body);
  assert.deepEqual(added.json(), { status: true, message: CART_MESSAGES.productAdded });

  const cart = (await get(shop, '/api/cart', sessionHeader(sessionId))).json<CartResponse>();
  const [line] = cart.data;
  assert.ok(line);
  assert.equal(line.product_id, product.id);
  assert.equal(line.product_price_id, product.prices[0]!.id);
  assert.equal(line.qty, 2);
  assert.equal(line.price, product.prices[0]!.discounted_price);
  assert.equal(cart.subtotal, product.prices[0]!.discounted_price * 2);
  assert.equal(cart.shipping_charge, 0);
  assert.equal(cart.final_total, cart.subtotal);
  assert.equal(cart.coupon, null);

  const calls: [url: string, payload: object, message: string][] = [
    ['/api/cart/add-combo', { combo_id: combo!.id, combo_qty: 1 }, CART_MESSAGES.comboAdded],
    [
      '/api/cart/update',
      { product_id: product.id, product_price_id: product.prices[0]!.id, qty: 3 },
      CART_MESSAGES.updated,
    ],
    ['/api/cart/update-combo', { combo_id: combo!.id, combo_qty: 2 }, CART_MESSAGES.updated],
    ['/api/cart/remove-combo', { combo_id: combo!.id }, CART_MESSAGES.comboRemoved],
    [
      '/api/cart/remove',
      { product_id: product.id, product_price_id: product.prices[0]!.id },
      CART_MESSAGES.productRemoved,
    ],
  ];
  for (const [url, payload, message] of calls) {
    const response = await postAs(shop, sessionId, url, payload);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    assert.deepEqual(response.json(), { status: true, message }, url);
  }
  assert.deepEqual((await get(shop, '/api/cart', sessionHeader(sessionId))).json<CartResponse>().data, []);
});

test('apply-coupon takes coupon_code and answers status, message and discount; the cart shows the coupon', async () => {
  const sessionId = await specSession();
  const product = await firstProduct();
  await postAs(shop, sessionId, '/api/cart/add', specCartItem(product, 1));

  const response = await postAs(shop, sessionId, '/api/cart/apply-coupon', { coupon_code: 'HEALTH10' });
  assert.equal(response.statusCode, 200, response.body);
  const { status, message, discount } = response.json<CartChangeResponse>();
  assert.equal(status, true);
  assert.equal(message, CART_MESSAGES.couponApplied);
  const price = product.prices[0]!.discounted_price;
  assert.equal(discount, Math.round(price * 10) / 100);
  assert.deepEqual(
    JSON.parse((await get(shop, '/api/cart', sessionHeader(sessionId))).json<CartResponse>().coupon ?? 'null'),
    {
      code: 'HEALTH10',
      value: discount,
    },
  );
});

test('auto-apply-coupon takes no payload and answers the discount', async () => {
  const sessionId = await specSession();
  await postAs(shop, sessionId, '/api/cart/add', specCartItem(await firstProduct(), 1));
  const response = await postAs(shop, sessionId, '/api/cart/auto-apply-coupon');
  assert.equal(response.statusCode, 200, response.body);
  const { status, discount = 0 } = response.json<CartChangeResponse>();
  assert.equal(status, true);
  assert.ok(discount > 0);
});

test('GET /api/countries and /api/states?country_id={id}: data of {id, name}', async () => {
  const countries = await get(shop, '/api/countries');
  assert.equal(countries.statusCode, 200);
  const india = countries.json<Envelope<Country[]>>().data.find(({ name }) => name === 'India');
  assert.ok(india);

  const states = await get(shop, `/api/states?country_id=${india.id}`);
  assert.equal(states.statusCode, 200);
  assert.ok(states.json<Envelope<State[]>>().data.some(({ name }) => name === 'Tamil Nadu'));
});

test('checkout, create-order and verify as published: an online order, paid through the provider', async () => {
  const sessionId = await specSession();
  const product = await firstProduct();
  await postAs(shop, sessionId, '/api/cart/add', specCartItem(product, 1));

  const placed = await postAs(shop, sessionId, '/api/checkout', specCheckout);
  assert.equal(placed.statusCode, 200, placed.body);
  const { status, message, data } = placed.json<CheckoutResponse>();
  assert.equal(status, true);
  assert.equal(message, CHECKOUT_ANSWERS.placed);
  assert.equal(data.final_total, product.prices[0]!.discounted_price);
  const [order] = await shop.db.select().from(orders).where(eq(orders.id, data.id));
  assert.equal(order!.paymentType, 'online');
  assert.equal(order!.shippingChargePaise, 0);
  assert.equal(order!.orderNotes, 'Please ring the bell.');
  assert.equal(order!.contactMobile, '9876543210');

  const opened = await postAs(shop, sessionId, '/api/payment/create-order', {
    amount: Math.round(data.final_total * 100),
    currency: 'INR',
    receipt: 4821,
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const paymentOrder = opened.json<CreatePaymentOrderResponse>();
  assert.equal(paymentOrder.key, payments.keyId);
  assert.equal(paymentOrder.amount, Math.round(data.final_total * 100));
  assert.equal(paymentOrder.currency, 'INR');
  assert.match(paymentOrder.order_id, /^order_/);

  // what the provider's window hands the client on success
  const razorpay_payment_id = 'pay_SpecPayload01';
  const verified = await postAs(shop, sessionId, '/api/payment/verify', {
    id: data.id,
    razorpay_order_id: paymentOrder.order_id,
    razorpay_payment_id,
    razorpay_signature: signatureOf(payments.keySecret, `${paymentOrder.order_id}|${razorpay_payment_id}`),
  });
  assert.equal(verified.statusCode, 200, verified.body);
  assert.deepEqual(verified.json<VerifyPaymentResponse>(), { status: 'success', message: PAYMENT_MESSAGES.verified });
  const [paid] = await shop.db.select().from(orders).where(eq(orders.id, data.id));
  assert.equal(paid!.paymentStatus, 'Paid');
});

test('a checkout with contact_mobile null and an empty note is placed too', async () => {
  const sessionId = await specSession();
  await postAs(shop, sessionId, '/api/cart/add', specCartItem(await firstProduct(), 1));
  const response = await postAs(shop, sessionId, '/api/checkout', {
    ...specCheckout,
    contact_mobile: null,
    order_notes: '',
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json<CheckoutResponse>().status, true);
});

test('GET api/orders, api/orders/{id} and api/orders/cancel/{id}: no payload, the bearer token; data, data and success', async () => {
  const customer = await signedInCustomer(shop);
  const asCustomer = bearer(customer.token);
  const sessionId = await specSession();
  await postAs(shop, sessionId, '/api/cart/add', specCartItem(await firstProduct(), 1));
  const placed = await postAs(shop, sessionId, '/api/checkout', specCheckout, asCustomer);
  assert.equal(placed.statusCode, 200, placed.body);
  const { id, order_number } = placed.json<CheckoutResponse>().data;

  const list = await get(shop, '/api/orders', asCustomer);
  assert.equal(list.statusCode, 200, list.body);
  assert.deepEqual(
    list.json<Envelope<Order[]>>().data.map((order) => order.order_number),
    [order_number],
  );

  const detail = await get(shop, `/api/orders/${id}`, asCustomer);
  assert.equal(detail.statusCode, 200, detail.body);
  const order = detail.json<Envelope<Order>>().data;
  assert.equal(order.type, 'user');
  assert.equal(order.order_notes, specCheckout.order_notes);
  assert.equal(order.items.length, 1);

  const cancelled = await get(shop, `/api/orders/cancel/${id}`, asCustomer);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const answer = cancelled.json<{ success: boolean; message: string }>();
  assert.equal(answer.success, true);
  assert.equal(answer.message, ORDER_MESSAGES.cancelled);
});

test('the account calls take the published payloads: register, confirm, login, user, update, validate, reset, set-password, user-by-email', async () => {
  const email = 'lakshmi.pillai@example.in';
  const password = 'Millet#2024';
  const registered = await post(shop, '/api/registration-mail', { email, password });
  assert.equal(registered.statusCode, 201, registered.body);
  assert.deepEqual(registered.json(), { status: true, message: 'Registration successful!' });
  await confirmByMail(shop, email);

  const login = await post(shop, '/api/login', { email, password });
  assert.equal(login.statusCode, 200, login.body);
  const { token, user } = login.json<LoginResponse>();
  assert.equal(user.email, email);
  const asCustomer = bearer(token);

  for (const url of ['/api/user', `/api/user/${user.id}`]) {
    const record = await get(shop, url, asCustomer);
    assert.equal(record.statusCode, 200, record.body);
    assert.equal(record.json<UserResponse>().data.role, 'customer');
  }

  const details = await post(
    shop,
    '/api/user/update',
    { id: user.id, first_name: 'Lakshmi', last_name: 'Pillai', display_name: 'Lakshmi' },
    asCustomer,
  );
  assert.equal(details.statusCode, 200, details.body);
  assert.equal(details.json<UserUpdateResponse>().success, true);
  const address = await post(
    shop,
    '/api/user/update',
    {
      id: user.id,
      billing_address: JSON.stringify({
        billing_first_name: 'Lakshmi',
        billing_last_name: 'Pillai',
        billing_address: '7 MG Road',
        billing_city: 'Kochi',
        billing_country_id: 1,
        billing_country_name: 'India',
        billing_state: 'Kerala',
        billing_pincode: '682016',
        billing_contact_no: '+919812345678',
      }),
    },
    asCustomer,
  );
  assert.equal(address.statusCode, 200, address.body);
  assert.equal(address.json<UserUpdateResponse>().message, 'Billing address updated!');

  const validated = await post(
    shop,
    '/api/validate-password',
    { user_id: user.id, current_password: password },
    asCustomer,
  );
  assert.equal(validated.json().status, true);
  const newPassword = 'Ragi&Jowar99';
  const changed = await post(
    shop,
    '/api/user/update',
    {
      id: user.id,
      first_name: 'Lakshmi',
      last_name: 'Pillai',
      display_name: 'Lakshmi',
      password: newPassword,
    },
    asCustomer,
  );
  assert.equal(changed.json<UserUpdateResponse>().success, true);

  const exists = await post(shop, '/api/user-by-email', { email });
  assert.equal(exists.json().status, true);

  const mailed = await post(shop, '/api/reset-password-mail', { email });
  assert.deepEqual(mailed.json(), { status: true, message: 'Mail sent successfully!' });
  const link = await mailedResetLink(shop, email);
  const reset = await post(shop, '/api/set-password', {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password,
    password_confirmation: password,
  });
  assert.deepEqual(reset.json(), { status: true, message: 'Password reset successfully!', password_set: true });

  const again = await post(shop, '/api/login', { email, password });
  const fresh = again.json<LoginResponse>().token;
  const out = await post(shop, '/api/logout', undefined, bearer(fresh));
  assert.equal(out.json().status, true);
});

test('POST api/send-mail takes the contact message and answers status and message', async () => {
  const sessionId = await specSession();
  const response = await postAs(shop, sessionId, '/api/send-mail', {
    first_name: 'Kavya',
    last_name: 'Reddy',
    email: 'kavya.reddy@example.in',
    contact_no: '+919812345678',
    message: 'Do you ship to Hyderabad?',
  });
  assert.equal(response.statusCode, 201, response.body);
  assert.deepEqual(response.json(), { status: true, message: CONTACT_MESSAGES.sent });
});

test('our own calls take their documented payloads: payment options, sandbox pay, webhook, newsletter, coupon by e-mail, health', async () => {
  const options = await get(shop, '/api/payment/options');
  assert.equal(options.statusCode, 200);
  assert.equal(options.json<PaymentOptionsResponse>().data.provider, 'sandbox');

  const sessionId = await specSession();
  await postAs(shop, sessionId, '/api/cart/add', specCartItem(await firstProduct(), 1));
  const { data } = (await postAs(shop, sessionId, '/api/checkout', specCheckout)).json<CheckoutResponse>();
  const paymentOrder = (
    await postAs(shop, sessionId, '/api/payment/create-order', {
      id: data.id,
      amount: Math.round(data.final_total * 100),
      currency: 'INR',
      receipt: 77,
    })
  ).json<CreatePaymentOrderResponse>();
  const sandboxPaid = await postAs(shop, sessionId, '/api/payment/sandbox/pay', { order_id: paymentOrder.order_id });
  assert.equal(sandboxPaid.statusCode, 200, sandboxPaid.body);
  assert.equal(sandboxPaid.json<{ razorpay_order_id: string }>().razorpay_order_id, paymentOrder.order_id);

  const event = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_SpecWebhook01', order_id: paymentOrder.order_id } } },
  });
  const webhook = await post(shop, '/api/payment/webhook', event, {
    'content-type': 'application/json',
    'x-razorpay-signature': signatureOf(payments.webhookSecret, event),
    'x-razorpay-event-id': 'evt_SpecWebhook01',
  });
  assert.equal(webhook.statusCode, 200, webhook.body);
  assert.deepEqual(webhook.json(), { status: true, message: PAYMENT_MESSAGES.eventProcessed });

  const joined = await postAs(shop, sessionId, '/api/sign-up', { email: 'meera.iyer@example.in' });
  assert.equal(joined.statusCode, 201, joined.body);
  assert.deepEqual(joined.json(), { status: true, message: NEWSLETTER_MESSAGES.joined });

  await shop.db.update(coupons).set({ email: 'meera.iyer@example.in' }).where(eq(coupons.couponCode, 'FLAT50RS'));
  const couponSession = await specSession();
  await postAs(shop, couponSession, '/api/cart/add', specCartItem(await firstProduct(), 1));
  // a reserved coupon is applied for its address's signed-in account only; a guest hears the same either way
  const byEmail = await postAs(shop, couponSession, '/api/cart/coupon-by-email', { email: 'meera.iyer@example.in' });
  assert.equal(byEmail.statusCode, 200, byEmail.body);
  assert.deepEqual(byEmail.json(), { status: false, message: CART_MESSAGES.reservedCouponNeedsSignIn, discount: 0 });

  const health = await get(shop, '/api/health');
  assert.equal(health.statusCode, 200);
  assert.equal(health.json<{ status: boolean }>().status, true);
});
