import { openRazorpayWindow, RAZORPAY_CHECKOUT_SCRIPT } from './razorpay-window.ts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_SCRIPT}"]`)];

const options = () => ({
  order_id: 'order_rzp_1',
  amount: 79850,
  key: 'rzp_test_key',
  shopName: 'Healthy Grains',
  prefill: { email: 'asha@example.in', contact: '+919876543210' },
  onSuccess: jest.fn(),
  onDismiss: jest.fn(),
});

afterEach(() => {
  delete window.Razorpay;
});

test('a script that fails to load rejects, and the next attempt adds the script again', async () => {
  const opening = openRazorpayWindow(options());
  expect(scripts()).toHaveLength(1);
  scripts()[0]!.dispatchEvent(new Event('error'));
  await expect(opening).rejects.toThrow(RAZORPAY_CHECKOUT_SCRIPT);
  expect(scripts()).toHaveLength(0);
});

test('the script loads once, then Standard Checkout opens with the shop, amount, order, prefill, theme and dismiss', async () => {
  const open = jest.fn();
  const Razorpay = jest.fn(() => ({ open }));
  const first = options();
  const opening = openRazorpayWindow(first);
  window.Razorpay = Razorpay;
  scripts()[0]!.dispatchEvent(new Event('load'));
  await opening;
  expect(Razorpay).toHaveBeenCalledWith({
    key: 'rzp_test_key',
    amount: 79850,
    currency: 'INR',
    name: 'Healthy Grains',
    description: 'Order payment',
    order_id: 'order_rzp_1',
    handler: first.onSuccess,
    prefill: { email: 'asha@example.in', contact: '+919876543210' },
    theme: { color: '#3399cc' },
    modal: { ondismiss: first.onDismiss },
  });
  expect(open).toHaveBeenCalledTimes(1);

  await openRazorpayWindow(options());
  expect(scripts()).toHaveLength(1);
  expect(open).toHaveBeenCalledTimes(2);
});
