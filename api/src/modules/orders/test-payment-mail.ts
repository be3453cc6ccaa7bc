import type { Order } from 'shared/contracts/orders';
import type { Mail } from '../../mail/mailer.ts';

export const TEST_PAYMENT_NOTICE = 'TEST PAYMENT: this order was paid through the payment sandbox. No money was taken.';

/**
 * An order mail as it is, or marked in its subject and first line when the order was paid through the payment
 * sandbox, so that neither the shopper nor whoever reads the shop's mail takes it for money received.
 */
export function markedIfTestPayment(order: Order, mail: Mail): Mail {
  if (!order.test_payment) return mail;
  return { ...mail, subject: `[TEST PAYMENT] ${mail.subject}`, text: `${TEST_PAYMENT_NOTICE}\n\n${mail.text}` };
}
