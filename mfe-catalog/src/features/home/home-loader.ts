import type { PageLoader } from 'shared/server-rendering/page-head';
import { loadProductsAndCombos } from '../../ui/load-products-and-combos.ts';
import { homeHead } from './home-screen.tsx';

/** The best sellers come with the page. */
export const homeLoader: PageLoader = async ({ dispatch }) => {
  await loadProductsAndCombos(dispatch);
  return homeHead;
};
