import { paths } from 'shared/config/routes';

export interface BenchPage {
  name: string;
  path: string;
  /** a guest session to open the page with (the checkout needs a cart) */
  sessionId?: string;
}

/** The pages measured. */
export const benchPages = (productId: number, checkoutSession: string): BenchPage[] => [
  { name: 'home', path: paths.home },
  { name: 'product list', path: paths.products },
  { name: 'product detail', path: paths.product(productId) },
  { name: 'checkout', path: paths.checkout, sessionId: checkoutSession },
];
