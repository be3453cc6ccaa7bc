import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/open-database.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';
import { textField } from '../../text-field.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import type { OrderConfirmation } from '../orders/confirmation-mail.ts';
import { markOrderPaid } from '../orders/mark-order-paid.ts';
import { recordProviderOrder } from '../orders/record-provider-order.ts';
import { type OrderOwner, ownedBy } from './order-owner.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxPaymentId } from './sandbox-orders.ts';
import { signatureMatches, signatureOf } from './signature.ts';

export const PAYMENT_MESSAGES = {
  orderNotFound: 'Order not found.',
  cancelled: 'This order has been cancelled.',
  alreadyPaid: 'This order is already paid.',
  cashOnDelivery: 'This order is paid on delivery.',
  amountMismatch: 'The amount does not match the order.',
  verified: 'Payment Verified!',
  verificationFailed: '⚠️ Payment Verification Failed',
  paymentOrderNotFound: 'Payment order not found.',
  invalidSignature: 'Invalid signature.',
  missingEventId: 'Missing X-Razorpay-Event-Id.',
  invalidEvent: 'Invalid event.',
  eventProcessed: 'Event processed.',
  eventRepeated: 'Event already processed.',
} as const;

async function ownOrder(db: Database, owner: OrderOwner, orderId: number) {
  const owners = ownedBy(owner);
  const [order] = owners
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), owners))
    : [];
  // another shopper's order is answered exactly like a missing one
  if (!order) throw new ShopError(404, PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/**
 * The order a client means when it names none (its payment call may carry only the amount): the caller's
 * latest order awaiting online payment of that amount, or else its latest one awaiting payment at all.
 */
async function orderAwaitingPayment(db: Database, owner: OrderOwner, amountPaise: number) {
  const owners = ownedBy(owner);
  const awaiting = owners
    ? await db
        .select()
        .from(orders)
        .where(
          and(
            owners,
            eq(orders.paymentType, 'online'),
            eq(orders.paymentStatus, 'Pending'),
            ne(orders.orderStatus, 'Cancelled'),
          ),
        )
        .orderBy(desc(orders.id))
        .limit(20)
    : [];
  const order = awaiting.find((candidate) => candidate.finalTotalPaise === amountPaise) ?? awaiting[0];
  if (!order) throw new ShopError(404, PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/**
 * Opens (or reopens) the provider's order for one of our orders, for exactly its total in paise.
 * A second call reuses the provider order already opened, so retrying a payment never opens two.
 */
export async function openPaymentOrder(
  db: Database,
  provider: PaymentProvider,
  owner: OrderOwner,
  request: { orderId: number | undefined; amountPaise: number },
): Promise<{ amountPaise: number; providerOrderId: string }> {
  const order =
    request.orderId === undefined
      ? await orderAwaitingPayment(db, owner, request.amountPaise)
      : await ownOrder(db, owner, request.orderId);
  if (order.orderStatus === 'Cancelled') throw new ShopError(400, PAYMENT_MESSAGES.cancelled);
  if (order.paymentStatus !== 'Pending') throw new ShopError(409, PAYMENT_MESSAGES.alreadyPaid);
  if (order.paymentType !== 'online') throw new ShopError(400, PAYMENT_MESSAGES.cashOnDelivery);
  if (request.amountPaise !== order.finalTotalPaise) throw new ShopError(400, PAYMENT_MESSAGES.amountMismatch);
  if (order.providerOrderId && order.paymentProvider === provider.provider) {
    return { amountPaise: order.finalTotalPaise, providerOrderId: order.providerOrderId };
  }

  const providerOrderId = await provider.createOrder({
    amountPaise: order.finalTotalPaise,
    receipt: order.orderNumber,
  });
  const stored = await recordProviderOrder(db, order.id, { provider: provider.provider, providerOrderId });
  return { amountPaise: order.finalTotalPaise, providerOrderId: stored };
}

export type PaymentConfirmation = {
  orderId: number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
};

/** The checkout's word that the shopper paid, checked against the provider's signature of `order_id|payment_id`. */
export async function verifyPayment(
  db: Database,
  provider: PaymentProvider,
  owner: OrderOwner,
  payment: PaymentConfirmation,
  confirmOrder: OrderConfirmation,
  counters: OrderCounters,
): Promise<boolean> {
  const order = await ownOrder(db, owner, payment.orderId);
  const providerOrderId = order.providerOrderId;
  if (!providerOrderId || payment.razorpayOrderId !== providerOrderId) return false;
  if (
    !signatureMatches(provider.keySecret, `${providerOrderId}|${payment.razorpayPaymentId}`, payment.razorpaySignature)
  )
    return false;
  const paidNow = await db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, providerOrderId, payment.razorpayPaymentId);
    if (paid) await confirmOrder(tx, paid);
    return paid;
  });
  if (paidNow) counters.paid('online');
  return true;
}

/** Only what is read of an event; its texts go to the database, so they follow the text rule too. */
const paymentEvent = z.object({
  event: textField(100),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: textField(100), order_id: textField(100).nullish() }) }).optional(),
    order: z.object({ entity: z.object({ id: textField(100) }) }).optional(),
  }),
});

/**
 * A webhook delivery: signed with the webhook secret over the raw body, handled once per event id.
 * `payment.captured` and `order.paid` mark the order Paid; anything else (`payment.failed`) is only recorded,
 * so a late failure never moves a Paid order back.
 */
export async function receivePaymentEvent(
  db: Database,
  provider: PaymentProvider,
  delivery: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
  confirmOrder: OrderConfirmation,
  counters: OrderCounters,
): Promise<'processed' | 'repeated'> {
  if (!signatureMatches(provider.webhookSecret, delivery.rawBody, delivery.signature)) {
    throw new ShopError(400, PAYMENT_MESSAGES.invalidSignature);
  }
  if (!delivery.eventId) throw new ShopError(400, PAYMENT_MESSAGES.missingEventId);
  let parsed: z.infer<typeof paymentEvent>;
  try {
    parsed = paymentEvent.parse(JSON.parse(delivery.rawBody.toString('utf8')));
  } catch {
    throw new ShopError(400, PAYMENT_MESSAGES.invalidEvent);
  }
  const { event, payload } = parsed;
  const eventId = delivery.eventId;
  const providerOrderId = payload.payment?.entity.order_id ?? payload.order?.entity.id ?? null;
  const paymentId = payload.payment?.entity.id ?? null;
  const { outcome, paidNow } = await db.transaction(async (tx) => {
    // the event's provider order and payment make it part of that order's payment history
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId, eventType: event, providerOrderId, paymentId })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return { outcome: 'repeated' as const, paidNow: null };
    const paysOrder = (event === 'payment.captured' || event === 'order.paid') && providerOrderId;
    const paid = paysOrder ? await markOrderPaid(tx, providerOrderId, paymentId) : null;
    // queued with the event, so a rolled-back delivery confirms nothing
    if (paid) await confirmOrder(tx, paid);
    return { outcome: 'processed' as const, paidNow: paid };
  });
  if (paidNow) counters.paid('online');
  return outcome;
}

/** The sandbox's payment window: "captures" a payment of an open sandbox order and signs it as Razorpay would. */
export async function sandboxPay(db: Database, provider: PaymentProvider, providerOrderId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.paymentProvider, 'sandbox')));
  if (!order) throw new ShopError(404, PAYMENT_MESSAGES.paymentOrderNotFound);
  const paymentId = sandboxPaymentId();
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signatureOf(provider.keySecret, `${providerOrderId}|${paymentId}`),
  };
}
