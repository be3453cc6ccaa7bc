import type { FastifyBaseLogger } from 'fastify';
import { FULFILMENT_MESSAGES, ORDER_STATUS, type OrderStep, orderStepRefusal } from 'shared/contracts/orders';
import type { Database } from '../../db/open-database.ts';
import { paymentEvents } from '../../db/schema.ts';
import { queueMail, withdrawReminders } from '../../mail/outbox.ts';
import { ShopError } from '../../shop-error.ts';
import type { OrderCounters } from '../../metrics/shop-metrics.ts';
import type { PaymentProvider } from '../payment/payment-provider.ts';
import { orderRowById } from './service.ts';
import {
  cancelForRefund,
  cancelUnpaidOrder,
  deliverOrder,
  markOrderRefunded,
  shipOrder,
  undoCancelForRefund,
} from '../orders/fulfil-order.ts';
import { orderById, type OrderRow } from '../orders/service.ts';
import { orderGreeting } from '../orders/mail-greeting.ts';
import { shippedMail } from '../orders/shipped-mail.ts';

/** What the back office's order steps need besides the database. */
export type Fulfilment = { provider: PaymentProvider; log: FastifyBaseLogger; orders: OrderCounters };

/** The provider would not refund a cancelled paid order: the order was left as it was (answered 502). */
export class RefundFailed extends Error {
  constructor() {
    super(FULFILMENT_MESSAGES.refundFailed);
  }
}

const stepState = (row: OrderRow) => ({
  order_status: row.orderStatus,
  payment_status: row.paymentStatus,
  payment_type: row.paymentType,
});

/**
 * Cancels a paid order and refunds it. The order is marked Cancelled and Refunded first, so no one else can ship,
 * cancel or refund it while the provider is asked; when the provider refuses, the order is put back as it was.
 * `refunded_at` is set once the provider accepted, with the refund in the payment history.
 */
async function cancelAndRefund(db: Database, { provider, log }: Fulfilment, read: OrderRow) {
  const claimed = await cancelForRefund(db, read);
  if (!claimed) return undefined;
  let refundId: string | null = null;
  if (read.finalTotalPaise > 0) {
    try {
      if (!read.paymentId) throw new Error('the order is Paid but its payment id is unknown');
      refundId = await provider.refund({
        paymentId: read.paymentId,
        amountPaise: read.finalTotalPaise,
        receipt: read.orderNumber,
      });
    } catch (error) {
      await undoCancelForRefund(db, read);
      log.error({ err: error, orderNumber: read.orderNumber }, 'the refund failed: the order was left as it was');
      throw new RefundFailed();
    }
  }
  return db.transaction(async (tx) => {
    if (refundId) {
      await tx.insert(paymentEvents).values({
        eventId: refundId,
        eventType: 'refund.created',
        providerOrderId: read.providerOrderId,
        paymentId: read.paymentId,
        amountPaise: read.finalTotalPaise,
      });
    }
    return markOrderRefunded(tx, read.id);
  });
}

function takeStep(db: Database, fulfilment: Fulfilment, read: OrderRow, step: OrderStep) {
  switch (step) {
    case ORDER_STATUS.shipped:
      return db.transaction(async (tx) => {
        const shipped = await shipOrder(tx, read);
        if (shipped) await mailShipped(tx, read.id);
        return shipped;
      });
    case ORDER_STATUS.delivered:
      return deliverOrder(db, read);
    case ORDER_STATUS.cancelled:
      return read.paymentStatus === 'Paid'
        ? cancelAndRefund(db, fulfilment, read)
        : db.transaction(async (tx) => {
            const cancelled = await cancelUnpaidOrder(tx, read);
            if (cancelled) await withdrawReminders(tx, read.id);
            return cancelled;
          });
  }
}

/** Queues the shipped mail of an order, in the transaction that shipped it. */
async function mailShipped(db: Database, orderId: number) {
  const order = await orderById(db, orderId);
  if (order) await queueMail(db, shippedMail(order, await orderGreeting(db, order)));
}

/**
 * The back office moves an order one step (shared/contracts/orders.ts, `orderStepRefusal`): 404 for a missing
 * order, 409 with the reason for a step the order cannot take, RefundFailed when a paid order's refund is refused.
 * Only the request whose change won mails the shipment, so each shipment is mailed once.
 */
export async function changeOrderStatus(
  db: Database,
  fulfilment: Fulfilment,
  orderId: number,
  step: OrderStep,
): Promise<void> {
  const read = await orderRowById(db, orderId);
  const refusal = orderStepRefusal(stepState(read), step);
  if (refusal) throw new ShopError(409, refusal);
  const changed = await takeStep(db, fulfilment, read, step);
  if (!changed) {
    const current = await orderRowById(db, orderId);
    throw new ShopError(409, orderStepRefusal(stepState(current), step) ?? FULFILMENT_MESSAGES.changedMeanwhile);
  }
  if (step === ORDER_STATUS.delivered && read.paymentType === 'cod' && read.paymentStatus === 'Pending')
    fulfilment.orders.paid('cod');
}
