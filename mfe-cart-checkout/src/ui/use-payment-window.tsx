import { useCallback, useState } from 'react';
import type { PaymentProvider } from 'shared/contracts/payment';
import type { OpenPaymentWindow, PaymentWindowOptions } from './payment-window.ts';
import { SandboxPaymentWindow } from './sandbox-payment-window.tsx';

/**
 * Opens the payment window of a provider. The sandbox window is a dialog of
 * this page (`paymentWindow`, to render); Razorpay's code is fetched only when
 * a Razorpay shop needs it.
 */
export function usePaymentWindow() {
  const [sandbox, setSandbox] = useState<PaymentWindowOptions | null>(null);

  const openPaymentWindow = useCallback((provider: PaymentProvider, options: PaymentWindowOptions) => {
    const open: OpenPaymentWindow =
      provider === 'razorpay'
        ? async (razorpayOptions) => (await import('./razorpay-window.ts')).openRazorpayWindow(razorpayOptions)
        : ({ onSuccess, onDismiss, ...rest }) => {
            setSandbox({
              ...rest,
              onSuccess: (response) => {
                setSandbox(null);
                onSuccess(response);
              },
              onDismiss: () => {
                setSandbox(null);
                onDismiss();
              },
            });
            return Promise.resolve();
          };
    return open(options);
  }, []);

  // Passed one by one: the options' `key` (the provider's key) must not become a React key.
  const paymentWindow = sandbox && (
    <SandboxPaymentWindow
      order_id={sandbox.order_id}
      amount={sandbox.amount}
      shopName={sandbox.shopName}
      description={sandbox.description}
      onSuccess={sandbox.onSuccess}
      onDismiss={sandbox.onDismiss}
    />
  );
  return { openPaymentWindow, paymentWindow };
}
