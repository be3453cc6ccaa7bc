import type { PageLoader } from 'shared/server-rendering/page-head';
import { catalogApi } from '../catalog/api.ts';
import { dataOf } from '../../ui/is-missing.ts';
import { listCombosQuery, productListAddressOf, productPageQueryOf } from './product-list-address.ts';
import { productListHeadOf } from './product-list-screen.tsx';

export const productListLoader: PageLoader = async ({ dispatch, searchParams }) => {
  const address = productListAddressOf(searchParams);
  const showCombos = address.page === 1 && !address.q;
  const [products, combos] = await Promise.all([
    dispatch(catalogApi.endpoints.getProductPage.initiate(productPageQueryOf(address))),
    showCombos ? dispatch(catalogApi.endpoints.getComboPage.initiate(listCombosQuery)) : undefined,
  ]);
  dataOf(products);
  if (combos) dataOf(combos);
  return productListHeadOf(address);
};
