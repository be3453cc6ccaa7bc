import { comboImageUrl } from 'shared/api/image-url';
import type { PageLoader } from 'shared/server-rendering/page-head';
import { catalogApi } from '../catalog/api.ts';
import { dataOf, isMissing } from '../../ui/is-missing.ts';
import { comboDescription } from './combo-detail-screen.tsx';

export const comboDetailLoader: PageLoader = async ({ params, dispatch, shopUrl }) => {
  const result = await dispatch(catalogApi.endpoints.getCombo.initiate(params.id ?? ''));
  if (isMissing(result.error)) return { title: 'Combo', notFound: true };
  const combo = dataOf(result);
  return {
    title: combo.name,
    description: comboDescription(combo),
    openGraph: {
      'og:type': 'product',
      'og:image': new URL(comboImageUrl(combo.id, combo.image), `${shopUrl}/`).href,
      'og:image:alt': combo.name,
      'product:price:amount': combo.combo_price.toFixed(2),
      'product:price:currency': 'INR',
    },
  };
};
