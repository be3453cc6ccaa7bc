import type { PageLoader } from 'shared/server-rendering/page-head';
import { catalogApi } from '../catalog/api.ts';
import { dataOf, isMissing } from '../../ui/is-missing.ts';
import { productHead } from './product-head.ts';

export const productDetailLoader: PageLoader = async ({ params, dispatch, shopUrl }) => {
  const result = await dispatch(catalogApi.endpoints.getProduct.initiate(params.p_id ?? ''));
  if (isMissing(result.error)) return { title: 'Product', notFound: true };
  return productHead(dataOf(result), shopUrl);
};
