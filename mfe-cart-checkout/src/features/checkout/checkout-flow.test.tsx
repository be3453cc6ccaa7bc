import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from 'shared/testing/msw-server';
import { placedOrder, recordCheckouts, recordPaymentOrders } from '../../testing/checkout-handlers.ts';
import { confirm, fillValidForm, openCheckout } from '../../testing/checkout-page-driver.tsx';

const signedPayment = { razorpay_order_id: 'order_test_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig_1' };

function serveSandboxPayment(verification: Response | (() => Response)) {
  const verified: unknown[] = [];
  mswServer.use(
    http.post('*/api/payment/sandbox/pay', () => HttpResponse.json({ status: true, ...signedPayment })),
    http.post('*/api/payment/verify', async ({ request }) => {
      verified.push(await request.json());
      return typeof verification === 'function' ? verification() : verification;
    }),
  );
  return verified;
}

async function payInSandbox() {
  const window = await screen.findByRole('dialog', { name: 'Healthy Grains' });
  await userEvent.click(within(window).getByRole('button', { name: 'Pay' }));
}

test('online: the payment order asks for the total in paise, the window pays, the server verifies, "Payment Verified!", then the order\'s page after 1 s', async () => {
  recordCheckouts(() => HttpResponse.json(placedOrder({ id: 42, final_total: 798.5 })));
  const verified = serveSandboxPayment(() => HttpResponse.json({ status: 'success', message: 'Payment verified' }));
  await openCheckout();
  const paymentOrders = recordPaymentOrders();
  await fillValidForm();
  await confirm();
  await payInSandbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment Verified!');
  const { receipt } = paymentOrders[0] as unknown as { receipt: number };
  expect(Number.isInteger(receipt) && receipt >= 0 && receipt <= 10000).toBe(true);
  expect(paymentOrders).toEqual([{ id: 42, amount: 79850, currency: 'INR', receipt }]);
  expect(verified).toEqual([{ id: 42, ...signedPayment }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Order 42 page' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Order 42 page' })).toBeInTheDocument();
});

test('a payment the server does not verify reads "⚠️ Payment Verification Failed", then the order\'s page with its Pay', async () => {
  recordCheckouts();
  serveSandboxPayment(() => HttpResponse.json({ status: 'failed', message: 'Signature mismatch' }, { status: 400 }));
  await openCheckout();
  await fillValidForm();
  await confirm();
  await payInSandbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('⚠️ Payment Verification Failed');
  expect(await screen.findByRole('heading', { name: 'Order 42 page' })).toBeInTheDocument();
});

test("a guest who closes the payment window goes at once to the order's page, where Pay opens it again", async () => {
  recordCheckouts();
  await openCheckout();
  await fillValidForm();
  await confirm();
  const window = await screen.findByRole('dialog', { name: 'Healthy Grains' });
  await userEvent.click(within(window).getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('heading', { name: 'Order 42 page' })).toBeInTheDocument();
});

test('a signed-in customer who closes the payment window goes to their orders, where Pay is', async () => {
  recordCheckouts();
  await openCheckout({
    preloadedState: {
      auth: { token: 't-1', adminToken: null, isSignedIn: true, user: { id: 7, first_name: 'Asha', role: 'customer' } },
    },
  });
  await fillValidForm();
  await confirm();
  const window = await screen.findByRole('dialog', { name: 'Healthy Grains' });
  await userEvent.click(within(window).getByRole('button', { name: 'Close' }));
  expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
});

test('cash on delivery: "Order Placed Successfully", no payment window, then the order\'s page after 1 s', async () => {
  const checkouts = recordCheckouts();
  await openCheckout({ codEnabled: true });
  await fillValidForm();
  await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
  await confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('Order Placed Successfully');
  expect(checkouts[0]!.body).toMatchObject({ payment_type: 'cod' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Order 42 page' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Order 42 page' })).toBeInTheDocument();
});

test('the confirm button is busy while the order is placed', async () => {
  let answer: (response: Response) => void = () => {};
  mswServer.use(http.post('*/api/checkout', () => new Promise<Response>((resolve) => (answer = resolve))));
  await openCheckout();
  await fillValidForm();
  await confirm();
  const button = screen.getByRole('button', { name: 'Confirm & Pay' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  answer(HttpResponse.json({ status: false, message: 'Out of stock' }, { status: 409 }));
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
});

test.each([
  [
    "the server's message",
    () => HttpResponse.json({ status: false, message: 'Millet Upma Mix is out of stock.' }, { status: 409 }),
    'Millet Upma Mix is out of stock.',
  ],
  ['"Checkout failed." when it gives none', () => new HttpResponse(null, { status: 500 }), 'Checkout failed.'],
  ['"Something went wrong." with no answer', () => HttpResponse.error(), 'Something went wrong.'],
])('a failed checkout shows %s', async (_, answer, message) => {
  recordCheckouts(answer);
  await openCheckout();
  await fillValidForm();
  await confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a payment order that cannot be made reads "Something went wrong." and the form can be sent again', async () => {
  recordCheckouts();
  await openCheckout();
  mswServer.use(
    http.post('*/api/payment/create-order', () =>
      HttpResponse.json({ status: false, message: 'Provider down' }, { status: 502 }),
    ),
  );
  await fillValidForm();
  await confirm();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toHaveAttribute('aria-busy', 'false');
});
