import { shop } from 'shared/config/shop';

/** schema.org data of the shop itself: who publishes every page and sells every product. */
export const shopOrganization = (shopUrl: string) => ({
  '@type': 'Organization',
  name: shop.name,
  url: `${shopUrl}/`,
  // the shop's icon drawn at 512 px by the API
  logo: { '@type': 'ImageObject', url: `${shopUrl}/logo.png`, width: 512, height: 512 },
  email: shop.supportEmail,
  telephone: shop.phone,
  sameAs: Object.values(shop.social),
});

/** A page's place in the shop, from the home page down to the page itself (its path last). */
export const breadcrumbList = (shopUrl: string, trail: readonly { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(({ name, path }, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: `${shopUrl}${path}`,
  })),
});
