/**
 * The customer's orders (spec document 2, sections 3, 5, 7 and 8): the Order as the API answers it and the
 * messages of the orders screens. Types and constants only, so the browser pays nothing for them.
 */
import type { AppliedCoupon } from 'shared/contracts/cart';
import type { BillingAddress, PaymentType, ShippingAddress } from 'shared/contracts/checkout';

/** Spec: a 'user' order (placed while signed in) may be paid and cancelled; a 'guest' order neither. */
export type OrderType = 'user' | 'guest';

export type PaymentStatus = 'Pending' | 'Paid';

/** The order statuses the shop sets today; the back office may add more (a shipped order, for one). */
export const ORDER_STATUS = { placed: 'Placed', cancelled: 'Cancelled' } as const;

/** Only an order still in these statuses can be cancelled by its customer: not cancelled, not yet shipped. */
export const CANCELLABLE_ORDER_STATUSES: readonly string[] = [ORDER_STATUS.placed];

/** Spec document 2, section 8, word for word. */
export const ORDER_MESSAGES = {
  cancelled: 'Order has been canceled.',
  cancelFailed: 'Failed to cancel the order.',
  cancelError: 'Something went wrong. Please try again.',
  /** the payment retry's check before it opens the window: the total must be above 0 */
  invalidData: 'Invalid data.',
  /** the payment window's description on a retry */
  retryDescription: 'Retry Order Payment',
  /** our answers to a cancel the rules refuse (409) */
  alreadyCancelled: 'This order is already cancelled.',
  notCancellable: 'This order can no longer be cancelled.',
  guestNotCancellable: 'An order placed without signing in cannot be cancelled here.',
  notFound: 'Order not found.',
} as const;

/** One line of an order, as sold. Money in rupees. */
export interface OrderItem {
  product_name: string;
  /** unit price paid */
  price: number;
  qty: number;
  /** price × qty */
  total_price: number;
}

/** An order as `GET api/orders` (in `data`, newest first) and `GET api/orders/{id}` (in `data`) answer it. */
export interface Order {
  id: number;
  order_number: string;
  /** ISO 8601 */
  created_at: string;
  type: OrderType;
  /** 'Placed' or 'Cancelled' today (ORDER_STATUS); the back office may add more */
  order_status: string;
  payment_status: PaymentStatus;
  payment_type: PaymentType;
  /** rupees, as checkout answers final_total */
  final_total: number;
  subtotal: number;
  /** charged only on cash on delivery */
  shipping_charge: number;
  /** the coupon applied: its code and the rupees it took off; null when none */
  coupon: AppliedCoupon | null;
  order_notes: string;
  contact_name: string;
  contact_email: string;
  contact_mobile: string | null;
  billing_address: BillingAddress;
  shipping_address: ShippingAddress;
  items: OrderItem[];
}

export interface OrderListResponse {
  status: true;
  data: Order[];
}

export interface OrderResponse {
  status: true;
  data: Order;
}

/**
 * `GET api/orders/cancel/{id}`: `{ status: true, success: true, message: ORDER_MESSAGES.cancelled }`; the spec's
 * client reads `success`. A refusal is the error envelope, `{ status: false, message }`, with a 404 or a 409.
 */
export interface CancelOrderResponse {
  status: true;
  success: true;
  message: string;
}

/** Whether the customer may cancel this order (spec: a user-type order that is not cancelled). */
export const canCancelOrder = (order: Pick<Order, 'type' | 'order_status'>): boolean =>
  order.type === 'user' && CANCELLABLE_ORDER_STATUSES.includes(order.order_status);

/** Whether the customer may pay this order again (spec: a pending payment on a user-type order). */
export const canPayOrder = (order: Pick<Order, 'type' | 'order_status' | 'payment_status'>): boolean =>
  order.type === 'user' && order.payment_status === 'Pending' && order.order_status !== ORDER_STATUS.cancelled;
