import type { ProductRecord } from 'shared/contracts/products-admin';
import { statusLabel } from '../../ui/status-badge.tsx';

export const inStockText = (product: Pick<ProductRecord, 'in_stock'>) => (product.in_stock === 1 ? 'Yes' : 'No');

/** The texts a row shows, which "Search Products..." matches (case-insensitive). */
const rowTexts = (product: ProductRecord) => [product.name, inStockText(product), statusLabel(product.product_status)];

export function searchProducts(products: readonly ProductRecord[], search: string): ProductRecord[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...products];
  return products.filter((product) => rowTexts(product).some((text) => text.toLowerCase().includes(wanted)));
}
