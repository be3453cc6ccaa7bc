import { formatRupees } from 'shared/contracts/rupees';
import type { Order } from 'shared/contracts/orders';
import { shop } from '../../config.ts';
import type { Mail } from '../../mail/mailer.ts';
import { addressLines, itemLines } from './confirmation-mail.ts';
import { markedIfTestPayment } from './test-payment-mail.ts';

/** The plain-text mail that tells the contact e-mail its order is on its way, after `greeting`. */
export function shippedMail(order: Order, greeting: string): Mail {
  const payOnDelivery =
    order.payment_type === 'cod' && order.payment_status === 'Pending'
      ? ['', `Please keep ${formatRupees(order.final_total)} ready: you pay on delivery.`]
      : [];
  return markedIfTestPayment(order, {
    to: order.contact_email,
    subject: `${shop.name}: your order ${order.order_number} has shipped`,
    text: [
      greeting,
      '',
      `Your order ${order.order_number} has shipped.`,
      '',
      'Items:',
      ...itemLines(order),
      ...payOnDelivery,
      '',
      'Shipping to:',
      ...addressLines(order),
      '',
      shop.name,
    ].join('\n'),
  });
}
