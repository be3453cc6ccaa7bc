import type { PageLoader } from 'shared/server-rendering/page-head';
import { catalogApi } from '../catalog/api.ts';
import { dataOf } from '../../ui/is-missing.ts';
import {
  listCombosQueryOf,
  listPagesOf,
  productListAddressOf,
  productPageQueryOf,
  showsCombos,
} from './product-list-address.ts';
import { productListHeadOf } from './product-list-screen.tsx';

export const productListLoader: PageLoader = async ({ dispatch, searchParams }) => {
  const address = productListAddressOf(searchParams);
  const [products, combos] = await Promise.all([
    dispatch(catalogApi.endpoints.getProductPage.initiate(productPageQueryOf(address))),
    showsCombos(address) ? dispatch(catalogApi.endpoints.getComboPage.initiate(listCombosQueryOf(address))) : undefined,
  ]);
  const pages = listPagesOf(dataOf(products), combos && dataOf(combos));
  // a page past the last is no page: crawlers are told so, and the shopper gets the way back to the list
  return { ...productListHeadOf(address), notFound: address.page > Math.max(pages, 1) };
};
