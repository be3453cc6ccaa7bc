import { paths } from 'shared/config/routes';
import { breadcrumbList } from 'shared/server-rendering/structured-data';

/** schema.org's word for whether an offer can be bought now. */
export const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** Where a product or combo page sits in the shop: home, the product list, the page itself. */
export const catalogueTrail = (shopUrl: string, name: string, path: string) =>
  breadcrumbList(shopUrl, [
    { name: 'Home', path: paths.home },
    { name: 'Products', path: paths.products },
    { name, path },
  ]);
