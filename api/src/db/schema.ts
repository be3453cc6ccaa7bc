import { sql } from 'drizzle-orm';
import type { BillingAddress, ShippingAddress } from 'shared/contracts/checkout';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** A 1/0 column, as the API's flags (`in_stock`, `is_default`, `status`). */
const flagColumn = (name: string) => smallint(name).notNull();
const flagCheck = (table: string, column: string) => check(`${table}_${column}_flag`, sql.raw(`"${column}" in (0, 1)`));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Moved to now() by every write that changes the row (the sitemap's `lastmod` of a product or combo). */
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A shopper session that holds something (a cart, an account's link, an order): the server signs the ids it
 * issues (modules/session/session-id.ts), so a session without a row is still recognised until it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    /** moved forward at most once a day (modules/session/session-lifetime.ts); 30 days later the session expires */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.lastUsedAt)],
);

/** Secrets the server makes for itself once and every instance on this database shares (the sessions' key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    inStock: flagColumn('in_stock').default(1),
    productStatus: flagColumn('product_status').default(1),
    isBestSeller: flagColumn('is_best_seller').default(0),
    servingSize: text('serving_size'),
    servingPerContainer: text('serving_per_container'),
    howToUseImage: text('how_to_use_image'),
    howToUseTip: text('how_to_use_tip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    flagCheck('products', 'in_stock'),
    flagCheck('products', 'product_status'),
    flagCheck('products', 'is_best_seller'),
    // the product list's search: trigrams find a name despite a typo ("multigrian"); a short pending list (migration 0013)
    index('products_name_trigrams')
      .using('gin', sql`${table.name} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
  ],
);

const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    isDefault: flagColumn('is_default').default(0),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId), flagCheck('product_images', 'is_default')],
);

export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    weightUnit: text('weight_unit').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export const productIngredients = pgTable(
  'product_ingredients',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    ingredient: text('ingredient').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index().on(table.productId),
    index('product_ingredients_trigrams')
      .using('gin', sql`${table.ingredient} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
  ],
);

export const productDescriptions = pgTable(
  'product_descriptions',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export type NutritionRow = { label: string; values: Record<string, string> };

export const productNutritionTables = pgTable(
  'product_nutrition_tables',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    title: text('title').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<NutritionRow[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.productId)],
);

export const productHowToUseSteps = pgTable(
  'product_how_to_use_steps',
  {
    id: serial('id').primaryKey(),
    productId: productId(),
    stepOrder: integer('step_order').notNull(),
    stepDetails: text('step_details').notNull(),
  },
  (table) => [index().on(table.productId)],
);

export const productCombos = pgTable(
  'product_combos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    comboPricePaise: integer('combo_price_paise').notNull(),
    status: flagColumn('status').default(1),
    isBestSeller: flagColumn('is_best_seller').default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [flagCheck('product_combos', 'status'), flagCheck('product_combos', 'is_best_seller')],
);

export const productComboItems = pgTable(
  'product_combo_items',
  {
    id: serial('id').primaryKey(),
    comboId: integer('combo_id')
      .notNull()
      .references(() => productCombos.id, { onDelete: 'cascade' }),
    productId: productId(),
    productPriceId: integer('product_price_id').references(() => productPrices.id, { onDelete: 'set null' }),
    /** The weight as chosen in the back office ("500 Gm"), kept if the price row goes. */
    weight: text('weight').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index().on(table.comboId), index().on(table.productId)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [unique().on(table.countryId, table.name)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code').notNull().unique(),
    /** first and last day of the coupon, both included, as dates in India */
    couponFromDate: date('coupon_from_date', { mode: 'string' }).notNull(),
    couponToDate: date('coupon_to_date', { mode: 'string' }).notNull(),
    discountType: text('discount_type', { enum: ['Amount', 'Percentage'] }).notNull(),
    /** rupees for an Amount coupon, percent for a Percentage one */
    discountValue: numeric('discount_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    couponDescription: text('coupon_description').notNull().default(''),
    couponStatus: flagColumn('coupon_status').default(1),
    autoApply: boolean('auto_apply').notNull().default(false),
    /**
     * a coupon reserved for one shopper's e-mail (in its one spelling, `canonicalEmail`): not applied by its code,
     * only by that address's signed-in account, for one order
     */
    email: text('email'),
    /** when the order that used a reserved coupon was placed: it is used once */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  () => [
    flagCheck('coupons', 'coupon_status'),
    check('coupons_coupon_code_format', sql`"coupon_code" ~ '^[A-Z0-9]{8}$'`),
    check('coupons_discount_type', sql`"discount_type" in ('Amount', 'Percentage')`),
    check('coupons_discount_value', sql`"discount_value" >= 0`),
  ],
);

/** A shopper session's cart: the coupon it holds; its row is locked while the cart is checked out. */
export const carts = pgTable('carts', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A product at one weight, or a combo; prices are never stored here, they are read at every use. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => carts.sessionId, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id').references(() => productPrices.id, { onDelete: 'cascade' }),
    comboId: integer('combo_id').references(() => productCombos.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** the Idempotency-Key of the add that last added to this line: the same add sent again adds nothing */
    lastAddKey: text('last_add_key'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('cart_lines_session_price').on(table.sessionId, table.productPriceId),
    unique('cart_lines_session_combo').on(table.sessionId, table.comboId),
    check('cart_lines_qty', sql`"qty" between 1 and 999`),
    check(
      'cart_lines_product_or_combo',
      sql`("product_price_id" is not null and "product_id" is not null and "combo_id" is null) or ("combo_id" is not null and "product_price_id" is null and "product_id" is null)`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** in its one spelling (`canonicalEmail`) */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['admin', 'customer'] })
      .notNull()
      .default('customer'),
    status: flagColumn('status').default(1),
    /** scrypt with its parameters and salt (modules/auth/password.ts); null while no password is set */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    /** JSON text, as the API's payloads carry them; checked before every write */
    billingAddress: text('billing_address'),
    shippingAddress: text('shipping_address'),
    /** set when the owner of the address proved it (the confirmation link, a reset or a claim link) */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** the session of the last sign-in: its cart is the account's, moved into the next sign-in's session */
    cartSessionId: text('cart_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [flagCheck('users', 'status'), check('users_role', sql`"role" in ('admin', 'customer')`)],
);

/** Bearer tokens, stored as their SHA-256 so a copy of the database signs nobody in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'shop' for every signed-in call; 'admin' for an admin's second token (the client's `a_token`) */
    scope: text('scope', { enum: ['shop', 'admin'] })
      .notNull()
      .default('shop'),
    /** the tokens of one sign-in (`token` and an admin's `a_token`) share it: logout revokes them together */
    signInId: text('sign_in_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** when this token's holder last proved the current password (`POST api/validate-password`) */
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId), check('auth_tokens_scope', sql`"scope" in ('shop', 'admin')`)],
);

/**
 * Mailed links' tokens, stored as their SHA-256: each proves one e-mail address for one purpose, once,
 * until it expires.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['confirm-email', 'reset-password', 'claim-orders', 'sign-in'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** lower-case */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.email),
    check('one_time_tokens_purpose', sql`"purpose" in ('confirm-email', 'reset-password', 'claim-orders', 'sign-in')`),
  ],
);

/**
 * The addresses each account has signed in from (docs/decisions/guessing-limits.md): wrong passwords from them are
 * counted apart from strangers', so strangers cannot use up their owner's guesses. The address is kept only as a
 * hash with the account's id.
 */
export const knownCallers = pgTable(
  'known_callers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callerHash: text('caller_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.callerHash] }), index().on(table.expiresAt)],
);

export const orderNumberSequence = pgSequence('order_number_seq');

export type OrderCoupon = { code: string; value: number };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    type: text('type', { enum: ['user', 'guest'] }).notNull(),
    /** 'Placed' (ready to ship once paid or on delivery), 'Shipped', 'Delivered' or 'Cancelled' (shared/contracts/orders.ts) */
    orderStatus: text('order_status', { enum: ['Placed', 'Shipped', 'Delivered', 'Cancelled'] })
      .notNull()
      .default('Placed'),
    paymentStatus: text('payment_status', { enum: ['Pending', 'Paid', 'Refunded'] })
      .notNull()
      .default('Pending'),
    paymentType: text('payment_type', { enum: ['online', 'cod'] }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    coupon: jsonb('coupon').$type<OrderCoupon>(),
    shippingChargePaise: integer('shipping_charge_paise').notNull(),
    finalTotalPaise: integer('final_total_paise').notNull(),
    contactName: text('contact_name').notNull(),
    /** in its one spelling (`canonicalEmail`), where the order mails go */
    contactEmail: text('contact_email').notNull(),
    contactMobile: text('contact_mobile'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    orderNotes: text('order_notes').notNull().default(''),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the client's Idempotency-Key: a repeated checkout answers this order again */
    idempotencyKey: text('idempotency_key'),
    paymentProvider: text('payment_provider'),
    providerOrderId: text('provider_order_id').unique(),
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** set when the provider accepted the refund; a 'Refunded' order without it has its refund call under way */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('orders_session_idempotency_key').on(table.sessionId, table.idempotencyKey),
    index().on(table.userId),
    index().on(table.createdAt),
    check('orders_type', sql`"type" in ('user', 'guest')`),
    check('orders_order_status', sql`"order_status" in ('Placed', 'Shipped', 'Delivered', 'Cancelled')`),
    check('orders_payment_status', sql`"payment_status" in ('Pending', 'Paid', 'Refunded')`),
    check('orders_payment_type', sql`"payment_type" in ('online', 'cod')`),
    check('orders_totals', sql`"final_total_paise" >= 0 and "discount_paise" between 0 and "subtotal_paise"`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productPriceId: integer('product_price_id').references(() => productPrices.id, { onDelete: 'set null' }),
    comboId: integer('combo_id').references(() => productCombos.id, { onDelete: 'set null' }),
    /** as sold: the product with its weight, or the combo's name */
    productName: text('product_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    qty: integer('qty').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
  },
  (table) => [index().on(table.orderId)],
);

/**
 * An order's payment history: the provider's webhook events (each handled once, so a delivery the provider
 * repeats changes nothing twice) and the refunds the back office made (`refund.created`, keyed by the refund's id).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    /** the provider order the event is about; an order's history is the events of its provider order */
    providerOrderId: text('provider_order_id'),
    paymentId: text('payment_id'),
    /** a refund's amount */
    amountPaise: integer('amount_paise'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.providerOrderId)],
);

/**
 * A message sent through the contact form, kept as typed (HTML is text here); `mailed_at` is when its support
 * mail was queued in the outbox, in the same transaction (contact/service.ts).
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  contactNo: text('contact_no').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

/** The footer's "Join Our Team" sign-ups, one per e-mail (stored trimmed and lower-case). */
export const signUps = pgTable('sign_ups', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Every mail the shop sends, written in the transaction of what caused it and delivered by the mail worker
 * (api/src/mail/mail-worker.ts): `queued` until SMTP accepts it (`sent`), or, without SMTP_URL, until its log line
 * is written (`logged`); `failed` once the worker gave up. A queued row is due at `next_attempt_at`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    replyToName: text('reply_to_name'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    state: text('state').$type<'queued' | 'sent' | 'logged' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** when it was sent, logged or given up */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** the order whose payment this mail asks for: withdrawn while still queued once it is paid or cancelled */
    remindsOrderId: integer('reminds_order_id').references(() => orders.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('mail_outbox_reminds_order').on(table.remindsOrderId),
    index('mail_outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'queued'`),
    check('mail_outbox_state', sql`${table.state} in ('queued', 'sent', 'logged', 'failed')`),
  ],
);
