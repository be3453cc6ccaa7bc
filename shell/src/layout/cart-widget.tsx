import { useEffect, useState } from 'react';
import { useAppSelector } from 'shared/store/hooks';
import { isRegistered } from '../remotes/register-remotes.ts';
import { remotesReady } from '../remotes/remotes-ready.ts';
import { RemoteModule } from '../remotes/remote-module.tsx';

/** True once the remotes map is read and it lists the cart remote (a deployment may leave it out). */
function useCartRemoteListed() {
  const [listed, setListed] = useState(false);
  useEffect(() => {
    let current = true;
    void remotesReady.then(() => {
      if (current) setListed(isRegistered('mfe_cart_checkout'));
    });
    return () => {
      current = false;
    };
  }, []);
  return listed;
}

/** Waits for the browser to be idle after the first page, so the cart never slows it down. */
function useAfterFirstPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const ready = () => setReady(true);
    // jsdom and Safari have no requestIdleCallback
    if ('requestIdleCallback' in window) window.requestIdleCallback(ready);
    else setTimeout(ready, 1000);
  }, []);
  return ready;
}

/**
 * The floating cart button and the cart sidebar, owned by the cart remote. It loads once the
 * first page is shown, or at once when something asks for the cart to open.
 */
export function CartWidget() {
  const listed = useCartRemoteListed();
  const afterFirstPage = useAfterFirstPage();
  const cartRequested = useAppSelector((state) => state.ui.cartOpen);
  if (!listed || (!afterFirstPage && !cartRequested)) return null;
  return <RemoteModule id="mfe_cart_checkout/CartSidebar" fallback={null} />;
}
