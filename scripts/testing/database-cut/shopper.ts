import { randomUUID } from 'node:crypto';
import type { CheckoutResponse } from 'shared/contracts/checkout';
import { guestCheckout } from '../guest-checkout.ts';
import { callShop, type ClientSettings } from './patient-client.ts';
import type { ShoppingPlan } from './shopping-plans.ts';

export interface ShopperOutcome {
  plan: ShoppingPlan;
  sessionId?: string;
  /** the order the checkout answered */
  orderId?: number;
  /** the payment was verified */
  paid: boolean;
  /** what stopped the shopper: an answer no client should get */
  failure?: string;
}

interface PaymentOrder {
  order_id: string;
  amount: number;
}
interface SandboxPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * One shopper as the shop's browser client goes: a session, each line added, the coupon, the checkout, the
 * payment order, the sandbox window's Pay, and the verification. Each add and the checkout send one
 * Idempotency-Key on all their tries; the other steps are safe to repeat as they are.
 */
export async function shop(
  settings: ClientSettings,
  plan: ShoppingPlan,
  thinkMs: () => number,
): Promise<ShopperOutcome> {
  const outcome: ShopperOutcome = { plan, paid: false };
  const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs()));
  try {
    const { session_id: sessionId } = await callShop<{ session_id: string }>(settings, {
      method: 'GET',
      path: '/api/session',
    });
    outcome.sessionId = sessionId;
    const headers = { 'x-session-id': sessionId };
    for (const line of plan.lines) {
      await think();
      await callShop(settings, {
        method: 'POST',
        path: '/api/cart/add',
        // one key for every try: a 503 can come after the add was made (the cut took the answer, not the add)
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: [{ product_id: line.productId, product_price_id: line.productPriceId, qty: line.qty }],
      });
    }
    if (plan.coupon) {
      await think();
      await callShop(settings, {
        method: 'POST',
        path: '/api/cart/apply-coupon',
        headers,
        body: { coupon_code: plan.coupon.code },
      });
    }
    if (!plan.checksOut) return outcome;

    await think();
    const { data: order } = await callShop<CheckoutResponse>(settings, {
      method: 'POST',
      path: '/api/checkout',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: guestCheckout(`shopper-${plan.index}@example.com`),
    });
    outcome.orderId = order.id;

    await think();
    const paymentOrder = await callShop<PaymentOrder>(settings, {
      method: 'POST',
      path: '/api/payment/create-order',
      headers,
      body: { id: order.id, amount: Math.round(order.final_total * 100), currency: 'INR', receipt: String(plan.index) },
    });
    await think();
    const payment = await callShop<SandboxPayment>(settings, {
      method: 'POST',
      path: '/api/payment/sandbox/pay',
      body: { order_id: paymentOrder.order_id },
    });
    await callShop(settings, {
      method: 'POST',
      path: '/api/payment/verify',
      headers,
      body: { id: order.id, ...payment },
    });
    outcome.paid = true;
  } catch (error) {
    outcome.failure = `shopper ${plan.index}: ${(error as Error).message}`;
  }
  return outcome;
}
