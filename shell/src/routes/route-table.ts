import { paths } from 'shared/config/routes';
import type { RemotePageId } from './remote-modules.ts';

export interface RouteEntry {
  path: string;
  page: RemotePageId;
}

/**
 * The spec's route table: each path and the remote page that shows it.
 * Only routes whose pages exist are here; any other path is not found.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: paths.home, page: 'mfe_catalog/HomePage' },
  { path: paths.products, page: 'mfe_catalog/ProductListPage' },
  { path: paths.product(':p_id'), page: 'mfe_catalog/ProductDetailPage' },
  { path: paths.combo(':id'), page: 'mfe_catalog/ComboDetailPage' },
  { path: paths.checkout, page: 'mfe_cart_checkout/CheckoutPage' },
];
