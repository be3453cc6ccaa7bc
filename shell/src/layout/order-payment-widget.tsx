import { useState } from 'react';
import { useAppSelector } from 'shared/store/hooks';
import { RemoteModule } from '../remotes/remote-module.tsx';

/**
 * The cart remote's payment window for a pending order, loaded the first time a page asks to pay one
 * (`orderPaymentRequested`) and kept from then on, so its window and messages outlive the request.
 */
export function OrderPaymentWidget() {
  const requested = useAppSelector((state) => state.ui.orderPayment !== null);
  const [wanted, setWanted] = useState(false);
  if (requested && !wanted) setWanted(true);
  if (!wanted && !requested) return null;
  return <RemoteModule id="mfe_cart_checkout/PaymentRetry" fallback={null} />;
}
