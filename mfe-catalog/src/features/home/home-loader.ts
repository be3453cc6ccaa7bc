import type { PageLoader } from 'shared/server-rendering/page-head';
import { shopOrganization } from 'shared/server-rendering/structured-data';
import { shop } from 'shared/config/shop';
import { loadProductsAndCombos } from '../../ui/load-products-and-combos.ts';
import { homeHead } from './home-screen.tsx';

/** The best sellers come with the page; search engines learn from it who the shop is. */
export const homeLoader: PageLoader = async ({ dispatch, shopUrl }) => {
  await loadProductsAndCombos(dispatch);
  return {
    ...homeHead,
    structuredData: [
      { '@context': 'https://schema.org', ...shopOrganization(shopUrl) },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: shop.name, url: `${shopUrl}/` },
    ],
  };
};
