import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS, type Order } from 'shared/contracts/orders';
import { formatDiscount, formatRupees } from 'shared/contracts/rupees';
import { shop } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import type { Mail } from '../../mail/mailer.ts';
import { queueMail, withdrawReminders } from '../../mail/outbox.ts';
import { inline, unlinked } from '../../mail/quoted-text.ts';
import { orderGreeting } from './mail-greeting.ts';
import { orderById } from './service.ts';
import { markedIfTestPayment } from './test-payment-mail.ts';

/**
 * Where a guest creates the password that claims the orders placed with this e-mail (a single-use, expiring
 * link made by the accounts module); null when no link can be made.
 */
export type ClaimLink = (db: Database, email: string) => Promise<string | null>;

/**
 * Queues an order's confirmation mail. Call it in the transaction that placed the order or made it Paid, so the
 * mail is written exactly when that change is.
 */
export type OrderConfirmation = (db: Database, orderId: number) => Promise<void>;

/** The confirmation of orders for one request, which logs through that request's logger. */
export type OrderConfirmations = (log: FastifyBaseLogger) => OrderConfirmation;

/** The shipping address, a line each, for the order mails. */
export const addressLines = ({ shipping_address: address }: Order): string[] =>
  [
    `${address.shipping_first_name} ${address.shipping_last_name}`.trim(),
    address.shipping_address,
    `${address.shipping_city}, ${address.shipping_state} ${address.shipping_pincode}`,
    address.shipping_country_name,
    ...(address.shipping_contact_no ? [`Phone: ${address.shipping_contact_no}`] : []),
  ].map(unlinked);

/** Each item as "name: qty x price = total", for the order mails. */
export const itemLines = (order: Order): string[] =>
  order.items.map(
    (item) =>
      `- ${inline(item.product_name)}: ${item.qty} x ${formatRupees(item.price)} = ${formatRupees(item.total_price)}`,
  );

const totalLines = (order: Order): string[] => [
  `Subtotal: ${formatRupees(order.subtotal)}`,
  ...(order.coupon ? [`Coupon ${order.coupon.code}: ${formatDiscount(order.coupon.value)}`] : []),
  ...(order.shipping_charge > 0 ? [`Shipping: ${formatRupees(order.shipping_charge)}`] : []),
  `Total: ${formatRupees(order.final_total)}`,
];

/** The plain-text confirmation of a placed cash-on-delivery order or of a paid one, after `greeting`. */
export function confirmationMail(order: Order, greeting: string, claimLink: string | null): Mail {
  const payment =
    order.payment_status === 'Paid'
      ? 'We have received your payment.'
      : `Please keep ${formatRupees(order.final_total)} ready: you pay on delivery.`;
  const claim = claimLink
    ? [
        '',
        'See this order, and every order you place with this e-mail, in an account of your own:',
        `create your password here: ${claimLink}`,
        'The link works once and expires.',
      ]
    : [];
  return markedIfTestPayment(order, {
    to: order.contact_email,
    subject: `${shop.name}: your order ${order.order_number} is confirmed`,
    text: [
      greeting,
      '',
      `Thank you for your order ${order.order_number}. ${payment}`,
      '',
      'Items:',
      ...itemLines(order),
      '',
      ...totalLines(order),
      '',
      'Shipping to:',
      ...addressLines(order),
      ...claim,
      '',
      shop.name,
    ].join('\n'),
  });
}

/**
 * The confirmation mail of an order that was just placed on delivery or just became Paid. The caller is the one
 * request whose change of the order's state won, so each order is confirmed once. A cancelled order is not.
 * A reminder of its payment still queued is withdrawn.
 */
export function orderConfirmation({ claimLink }: { claimLink?: ClaimLink }): OrderConfirmations {
  return (log) => async (db, orderId) => {
    // settled: the reminder of its payment, if one is still queued, must not go out
    await withdrawReminders(db, orderId);
    const order = await orderById(db, orderId);
    if (!order) return;
    if (order.order_status === ORDER_STATUS.cancelled) {
      log.warn({ orderNumber: order.order_number }, 'a cancelled order was paid: no confirmation, its refund is due');
      return;
    }
    const link = order.type === 'guest' && claimLink ? await claimLink(db, order.contact_email) : null;
    await queueMail(db, confirmationMail(order, await orderGreeting(db, order), link));
  };
}
