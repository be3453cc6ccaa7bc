import type { PageLoader } from 'shared/server-rendering/page-head';
import { catalogApi } from '../catalog/api.ts';
import { dataOf } from '../../ui/is-missing.ts';
import { listCombosQueryOf, productListAddressOf, productPageQueryOf, showsCombos } from './product-list-address.ts';
import { productListHeadOf } from './product-list-screen.tsx';

export const productListLoader: PageLoader = async ({ dispatch, searchParams }) => {
  const address = productListAddressOf(searchParams);
  const [products, combos] = await Promise.all([
    dispatch(catalogApi.endpoints.getProductPage.initiate(productPageQueryOf(address))),
    showsCombos(address) ? dispatch(catalogApi.endpoints.getComboPage.initiate(listCombosQueryOf(address))) : undefined,
  ]);
  dataOf(products);
  if (combos) dataOf(combos);
  return productListHeadOf(address);
};
