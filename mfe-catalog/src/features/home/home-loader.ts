import type { PageLoader } from 'shared/server-rendering/page-head';
import { shopOrganization } from 'shared/server-rendering/structured-data';
import { shop } from 'shared/config/shop';
import { paths } from 'shared/config/routes';
import { catalogApi } from '../catalog/api.ts';
import { dataOf } from '../../ui/is-missing.ts';
import { homeBestSellerCombosQuery } from './best-seller-combos.tsx';
import { homeBestSellersQuery } from './best-seller-products.tsx';
import { homeHead } from './home-screen.tsx';

/** The best sellers come with the page; search engines learn from it who the shop is. */
export const homeLoader: PageLoader = async ({ dispatch, shopUrl }) => {
  const [products, combos] = await Promise.all([
    dispatch(catalogApi.endpoints.getProductPage.initiate(homeBestSellersQuery)),
    dispatch(catalogApi.endpoints.getComboPage.initiate(homeBestSellerCombosQuery)),
  ]);
  dataOf(products);
  dataOf(combos);
  return {
    ...homeHead,
    structuredData: [
      { '@context': 'https://schema.org', ...shopOrganization(shopUrl) },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: shop.name,
        url: `${shopUrl}/`,
        // the product list's search, for a search box in search engines' results
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${shopUrl}${paths.products}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
};
