import type { Order } from 'shared/contracts/orders';
import { formatRupees } from 'shared/contracts/rupees';
import { shop } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import type { Mail } from '../../mail/mailer.ts';
import { queueMail } from '../../mail/outbox.ts';
import { inline } from '../../mail/quoted-text.ts';
import { type ClaimLink, itemLines } from './confirmation-mail.ts';
import { orderById } from './service.ts';

/** How long a guest's online order waits unpaid before the shop mails the way back to it. */
export const PAYMENT_REMINDER_DELAY_MS = 30 * 60_000;

/**
 * Queues the one reminder of a guest's online order, due PAYMENT_REMINDER_DELAY_MS later. Call it in the
 * transaction that placed the order; paying or cancelling the order withdraws it (`withdrawReminders`).
 */
export type PaymentReminder = (db: Database, orderId: number) => Promise<void>;

/** The plain-text mail of an order still waiting for payment: its total, its page and the claim link. */
export function paymentReminderMail(order: Order, links: { orderPage: string; claim: string | null }): Mail {
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
      `Hello ${inline(order.contact_name)},`,
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

export function paymentReminder(links: {
  claimLink: ClaimLink;
  orderPageLink: (orderId: number) => string;
}): PaymentReminder {
  return async (db, orderId) => {
    const order = await orderById(db, orderId);
    if (!order) return;
    const mail = paymentReminderMail(order, {
      orderPage: links.orderPageLink(order.id),
      claim: await links.claimLink(db, order.contact_email),
    });
    await queueMail(db, mail, { dueInMs: PAYMENT_REMINDER_DELAY_MS, remindsOrderId: order.id });
  };
}
