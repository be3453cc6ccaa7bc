import type { PageLoader } from 'shared/server-rendering/page-head';
import { catalogApi } from '../catalog/api.ts';
import { dataOf, isMissing } from '../../ui/is-missing.ts';
import { comboHead } from './combo-head.ts';

export const comboDetailLoader: PageLoader = async ({ params, dispatch, shopUrl }) => {
  const result = await dispatch(catalogApi.endpoints.getCombo.initiate(params.id ?? ''));
  if (isMissing(result.error)) return { title: 'Combo', notFound: true };
  return comboHead(dataOf(result), shopUrl);
};
