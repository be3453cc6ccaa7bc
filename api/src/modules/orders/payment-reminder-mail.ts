import { and, countDistinct, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS, type Order } from 'shared/contracts/orders';
import { formatRupees } from 'shared/contracts/rupees';
import { shop } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import type { Mail } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/outbox.ts';
import { type ClaimLink, itemLines } from './confirmation-mail.ts';
import { orderGreeting } from './mail-greeting.ts';
import { orderById } from './service.ts';

/** How long a guest's online order waits unpaid before the shop mails the way back to it. */
export const PAYMENT_REMINDER_DELAY_MS = 30 * 60_000;

/** Unpaid guest orders of one address that may still be reminded: a later one, beyond them, is not. */
export const REMINDED_UNPAID_ORDERS_PER_ADDRESS = 3;

/**
 * Queues the one reminder of a guest's online order, due PAYMENT_REMINDER_DELAY_MS later. Call it in the
 * transaction that placed the order; paying or cancelling the order withdraws it (`withdrawReminders`).
 */
export type PaymentReminder = (db: Database, orderId: number) => Promise<void>;

/** The plain-text mail of an order still waiting for payment, after `greeting`: its total, its page, the claim link. */
export function paymentReminderMail(
  order: Order,
  greeting: string,
  links: { orderPage: string; claim: string | null },
): Mail {
  const claim = links.claim
    ? [
        '',
        'To pay from any device, keep this order in an account of your own:',
        `create your password here: ${links.claim}`,
        'If you already have an account with this e-mail, the link adds the order to it and you log in as usual.',
        'The order then waits in your Orders with a Pay button. The link works once and expires.',
      ]
    : [];
  return {
    to: order.contact_email,
    subject: `${shop.name}: your order ${order.order_number} is waiting for payment`,
    text: [
      greeting,
      '',
      `Your order ${order.order_number} is waiting for payment. We keep it for you and ship it once it is paid.`,
      '',
      'Items:',
      ...itemLines(order),
      '',
      `Total: ${formatRupees(order.final_total)}`,
      '',
      `Pay for it on the device you ordered with: ${links.orderPage}`,
      ...claim,
      '',
      'If you no longer want it, ignore this mail: nothing is charged until you pay.',
      '',
      shop.name,
    ].join('\n'),
  };
}

/**
 * Whether an address has been chased enough: it has more unpaid guest orders than are reminded, or one of them has a
 * reminder already (queued or sent; paying or cancelling an order deletes its queued one). Orders anyone can place
 * in a stranger's name then bring that stranger one reminder, not one each.
 */
async function remindedEnough(db: Database, address: string): Promise<boolean> {
  const [unpaid] = await db
    .select({ orders: countDistinct(orders.id), reminded: countDistinct(mailOutbox.remindsOrderId) })
    .from(orders)
    .leftJoin(mailOutbox, eq(mailOutbox.remindsOrderId, orders.id))
    .where(
      and(
        eq(orders.contactEmail, address),
        eq(orders.type, 'guest'),
        eq(orders.paymentType, 'online'),
        eq(orders.paymentStatus, 'Pending'),
        ne(orders.orderStatus, ORDER_STATUS.cancelled),
      ),
    );
  return unpaid!.orders > REMINDED_UNPAID_ORDERS_PER_ADDRESS || unpaid!.reminded > 0;
}

export function paymentReminder(links: {
  claimLink: ClaimLink;
  orderPageLink: (orderId: number) => string;
}): PaymentReminder {
  return async (db, orderId) => {
    const order = await orderById(db, orderId);
    if (!order || (await remindedEnough(db, order.contact_email))) return;
    const mail = paymentReminderMail(order, await orderGreeting(db, order), {
      orderPage: links.orderPageLink(order.id),
      claim: await links.claimLink(db, order.contact_email),
    });
    await queueMail(db, mail, { dueInMs: PAYMENT_REMINDER_DELAY_MS, remindsOrderId: order.id });
  };
}
