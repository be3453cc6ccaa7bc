import { shop } from 'shared/config/shop';
import { SHOP_IMAGES } from 'shared/contracts/shop-images';

/** schema.org data of the shop itself: who publishes every page and sells every product. */
export const shopOrganization = (shopUrl: string) => ({
  '@type': 'Organization',
  name: shop.name,
  url: `${shopUrl}/`,
  logo: {
    '@type': 'ImageObject',
    url: `${shopUrl}${SHOP_IMAGES.logo.path}`,
    width: SHOP_IMAGES.logo.size,
    height: SHOP_IMAGES.logo.size,
  },
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

/** The shop's link-preview picture, for a page without one of its own. */
export const shareImageUrl = (shopUrl: string) => `${shopUrl}${SHOP_IMAGES.shareImage.path}`;
