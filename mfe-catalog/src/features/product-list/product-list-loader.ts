import type { PageLoader } from 'shared/server-rendering/page-head';
import { loadProductsAndCombos } from '../../ui/load-products-and-combos.ts';
import { productListHead } from './product-list-screen.tsx';

export const productListLoader: PageLoader = async ({ dispatch }) => {
  await loadProductsAndCombos(dispatch);
  return productListHead;
};
