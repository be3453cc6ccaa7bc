import { paths } from 'shared/config/routes';

export interface BenchPage {
  name: string;
  path: string;
  /** a guest session to open the page with (the checkout needs a cart) */
  sessionId?: string;
  /** a public page of the storefront, which must load no code of the accounts remote */
  storefront?: boolean;
}

/** The pages measured. */
export const benchPages = (productId: number, checkoutSession: string): BenchPage[] => [
  { name: 'home', path: paths.home, storefront: true },
  { name: 'product list', path: paths.products, storefront: true },
  { name: 'product detail', path: paths.product(productId), storefront: true },
  { name: 'checkout', path: paths.checkout, sessionId: checkoutSession },
  { name: 'login', path: paths.myAccount },
];

/** The cold pages whose main-thread work is measured, before and after a change. */
export const mainThreadPages = (productId: number) => [
  { name: 'home', path: paths.home },
  { name: 'product detail', path: paths.product(productId) },
];
