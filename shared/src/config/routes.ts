import { shop } from 'shared/config/shop';

/**
 * Paths that pages link to. The shell's route table maps the same paths to
 * pages; remotes build links from here and never import one another.
 */
export const paths = {
  home: '/',
  products: `/${shop.slug}/e-commerce/product`,
  product: (id: number | string) => `/viewProduct/${id}`,
  combo: (id: number | string) => `/comboView/${id}`,
  about: `/${shop.slug}/e-commerce/about`,
  contact: `/${shop.slug}/e-commerce/contact`,
  checkout: `/${shop.slug}/e-commerce/checkout`,
  myAccount: `/${shop.slug}/e-commerce/my-account`,
  /** the signed-in shopper's orders; where a closed payment window leads */
  orders: `/${shop.slug}/e-commerce/orders`,
  blogs: '/Blogs',
  /** one blog article; its slug comes from shared/config/blog-articles */
  article: (slug: string) => `/${slug}`,
  /** the animated splash screen of a first visit */
  splash: '/render',
  faqs: '/faqs',
  returnPolicy: '/return-and-refund-policy',
  privacy: '/policy',
  terms: '/terms-of-service',
} as const;
