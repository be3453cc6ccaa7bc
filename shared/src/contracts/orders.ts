/**
 * The customer's orders: the Order as the API answers it and the
 * messages of the orders screens. Types and constants only, so the browser pays nothing for them.
 */
import type { AppliedCoupon } from 'shared/contracts/cart';
import type { BillingAddress, PaymentType, ShippingAddress } from 'shared/contracts/checkout';
import { RECORDS_PAGE_MESSAGES } from 'shared/contracts/records-page';

/** A 'user' order (placed while signed in) may be cancelled by its customer; a 'guest' order not, even claimed. */
export type OrderType = 'user' | 'guest';

/** 'Refunded': the back office cancelled the paid order and the payment provider returned the money. */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * An order's way through fulfilment: Placed → Shipped → Delivered, or Cancelled before it ships. 'Placed' is the
 * step the back office calls Processing once the payment is settled (paid online, or cash on delivery).
 */
export const ORDER_STATUS = {
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = [
  ORDER_STATUS.placed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
] as const satisfies readonly OrderStatus[];

/** Only an order still in these statuses can be cancelled by its customer: not cancelled, not yet shipped. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.placed];

/** What the customer's orders screens say, word for word. */
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
  /** one of ORDER_STATUS */
  order_status: OrderStatus;
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
  /** ours: paid through the payment sandbox, so no money was taken (never a Razorpay order) */
  test_payment: boolean;
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
 * `GET api/orders/cancel/{id}`: `{ status: true, success: true, message: ORDER_MESSAGES.cancelled }`; the
 * client reads `success`. A refusal is the error envelope, `{ status: false, message }`, with a 404 or a 409.
 */
export interface CancelOrderResponse {
  status: true;
  success: true;
  message: string;
}

/** Whether the customer may cancel this order: a user-type order that is neither cancelled nor shipped. */
export const canCancelOrder = (order: Pick<Order, 'type' | 'order_status'>): boolean =>
  order.type === 'user' && CANCELLABLE_ORDER_STATUSES.includes(order.order_status);

/**
 * Whether the shopper may pay this order now: an online payment still pending on an order not cancelled. A
 * guest order claimed into an account is payable from the account's orders too.
 */
export const canPayOrder = (order: Pick<Order, 'payment_type' | 'order_status' | 'payment_status'>): boolean =>
  order.payment_type === 'online' &&
  order.payment_status === 'Pending' &&
  order.order_status !== ORDER_STATUS.cancelled;

/** The steps the back office takes through `POST api/orders/updateStatus`. */
export const ORDER_STEPS = [ORDER_STATUS.shipped, ORDER_STATUS.delivered, ORDER_STATUS.cancelled] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The back office's messages about orders. */
export const FULFILMENT_MESSAGES = {
  invalidStep: 'Order status must be Shipped, Delivered or Cancelled.',
  updated: 'Order status updated.',
  notPaid: 'This order is not paid yet: it can be shipped once its payment is received.',
  alreadyShipped: 'This order has already shipped.',
  notShipped: 'This order has not shipped yet.',
  alreadyDelivered: 'This order has already been delivered.',
  isCancelled: 'This order is cancelled.',
  changedMeanwhile: 'This order was changed meanwhile. Please reload it.',
  refundFailed: 'The payment provider could not refund this order, so it was not cancelled. Please try again later.',
  invalidPaymentStatus: 'Payment status must be Pending, Paid or Refunded.',
  invalidOrderStatus: 'Order status must be Placed, Shipped, Delivered or Cancelled.',
  invalidPageSize: RECORDS_PAGE_MESSAGES.invalidPageSize,
  /** only logged, as the back office's other lists' failures are */
  listFailed: 'Failed to fetch orders',
  stepFailed: 'The order status could not be changed.',
  unreachable: 'Something went wrong. Please try again.',
} as const;

type StepState = Pick<Order, 'order_status' | 'payment_status' | 'payment_type'>;

/** A cancelled order whose payment was taken and not yet returned: the back office's Cancelled refunds it. */
export const isRefundDue = (order: Pick<Order, 'order_status' | 'payment_status'>): boolean =>
  order.order_status === ORDER_STATUS.cancelled && order.payment_status === 'Paid';

const shipRefusal = (order: StepState): string | null => {
  switch (order.order_status) {
    case ORDER_STATUS.placed:
      return order.payment_status === 'Paid' || order.payment_type === 'cod' ? null : FULFILMENT_MESSAGES.notPaid;
    case ORDER_STATUS.shipped:
      return FULFILMENT_MESSAGES.alreadyShipped;
    case ORDER_STATUS.delivered:
      return FULFILMENT_MESSAGES.alreadyDelivered;
    case ORDER_STATUS.cancelled:
      return FULFILMENT_MESSAGES.isCancelled;
  }
};

const deliverRefusal = (order: StepState): string | null => {
  switch (order.order_status) {
    case ORDER_STATUS.placed:
      return FULFILMENT_MESSAGES.notShipped;
    case ORDER_STATUS.shipped:
      return null;
    case ORDER_STATUS.delivered:
      return FULFILMENT_MESSAGES.alreadyDelivered;
    case ORDER_STATUS.cancelled:
      return FULFILMENT_MESSAGES.isCancelled;
  }
};

const cancelRefusal = (order: StepState): string | null => {
  if (order.order_status === ORDER_STATUS.placed || isRefundDue(order)) return null;
  return order.order_status === ORDER_STATUS.cancelled
    ? ORDER_MESSAGES.alreadyCancelled
    : ORDER_MESSAGES.notCancellable;
};

/**
 * The order status machine, as the back office may drive it: a Placed order that is paid (or paid on delivery)
 * ships, a shipped one is delivered, and anything not yet shipped can be cancelled (a paid one is refunded; a
 * cancelled one still Paid is refunded by cancelling it again). Answers why `step` is refused, or null when it
 * is allowed.
 */
export function orderStepRefusal(order: StepState, step: OrderStep): string | null {
  switch (step) {
    case ORDER_STATUS.shipped:
      return shipRefusal(order);
    case ORDER_STATUS.delivered:
      return deliverRefusal(order);
    case ORDER_STATUS.cancelled:
      return cancelRefusal(order);
  }
}

/**
 * `GET api/orders/getOrderRecords`: every order, newest first. `search` matches the order number, contact e-mail
 * or contact name (any part, any letter case); an empty filter is no filter; `page` from 1, `per_page` one of
 * RECORDS_PAGE_SIZES (defaults 1 and 10).
 */
export interface OrderRecordsQuery {
  search?: string;
  payment_status?: PaymentStatus | '';
  order_status?: OrderStatus | '';
  page?: number;
  per_page?: number;
}

/** One row of the back office's orders table. */
export type OrderRecordSummary = Pick<
  Order,
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'type'
  | 'order_status'
  | 'payment_status'
  | 'payment_type'
  | 'final_total'
  | 'contact_name'
  | 'contact_email'
  | 'test_payment'
>;

/** `total`: how many orders match, over every page. */
export interface OrderRecordsResponse {
  status: true;
  data: OrderRecordSummary[];
  total: number;
  page: number;
  per_page: number;
}

/** One line of an order's payment history: a provider event, or a refund the back office made. */
export interface PaymentEvent {
  /** the provider's event id, or the refund's id */
  event_id: string;
  /** 'payment.captured', 'order.paid', 'payment.failed', 'refund.created', … */
  event_type: string;
  payment_id: string | null;
  /** rupees; a refund's amount, null for other events */
  amount: number | null;
  /** ISO 8601 */
  received_at: string;
}

/** An order as the back office sees it (`GET api/orders/getOrderRecord/{id}`): the customer's view and more. */
export interface OrderRecord extends Order {
  user_id: number | null;
  payment_provider: string | null;
  provider_order_id: string | null;
  payment_id: string | null;
  /** ISO 8601, or null while it has not happened */
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  refunded_at: string | null;
  /** oldest first */
  payment_events: PaymentEvent[];
}

export interface OrderRecordResponse {
  status: true;
  data: OrderRecord;
}

/** `POST api/orders/updateStatus`. */
export interface UpdateOrderStatusRequest {
  id: number;
  order_status: OrderStep;
}

/** The order after the step, as `getOrderRecord` answers it; a refusal is the error envelope (400, 404, 409, 502). */
export interface UpdateOrderStatusResponse {
  status: true;
  success: true;
  message: string;
  data: OrderRecord;
}
