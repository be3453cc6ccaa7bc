import { ORDER_STATUS, ORDER_STEPS, orderStepRefusal, type OrderRecord, type OrderStep } from 'shared/contracts/orders';

/** Each fulfilment step's button, and the question the "Confirm Status Change" dialog asks about it. */
export const ORDER_STEP_TEXTS: Record<OrderStep, { button: string; question: (orderNumber: string) => string }> = {
  [ORDER_STATUS.shipped]: {
    button: 'Mark as Shipped',
    question: (orderNumber) => `Mark order ${orderNumber} as Shipped? The customer is mailed that it has shipped.`,
  },
  [ORDER_STATUS.delivered]: {
    button: 'Mark as Delivered',
    question: (orderNumber) => `Mark order ${orderNumber} as Delivered?`,
  },
  [ORDER_STATUS.cancelled]: {
    button: 'Cancel Order',
    question: (orderNumber) => `Cancel order ${orderNumber}? A paid order is refunded through the payment provider.`,
  },
};

/** The steps this order can take now, in the order of the buttons. */
export const stepsOpenTo = (order: OrderRecord): OrderStep[] =>
  ORDER_STEPS.filter((step) => orderStepRefusal(order, step) === null);
