import type { AppDispatch } from 'shared/store/create-store';
import { catalogApi } from '../features/catalog/api.ts';
import { dataOf } from './is-missing.ts';

/** For the home page rendered on the server: the products and combos it shows. */
export async function loadProductsAndCombos(dispatch: AppDispatch) {
  const [products, combos] = await Promise.all([
    dispatch(catalogApi.endpoints.getProducts.initiate()),
    dispatch(catalogApi.endpoints.getCombos.initiate()),
  ]);
  dataOf(products);
  dataOf(combos);
}
