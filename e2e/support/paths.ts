/** The shop's paths with the default shop slug (shared/src/config/routes.ts). */
export const shopSlug = process.env.SHOP_SLUG || 'healthy-grains';

export const paths = {
  home: '/',
  products: `/${shopSlug}/e-commerce/product`,
  product: (id: number | string) => `/viewProduct/${id}`,
  combo: (id: number | string) => `/comboView/${id}`,
  about: `/${shopSlug}/e-commerce/about`,
  contact: `/${shopSlug}/e-commerce/contact`,
  myAccount: `/${shopSlug}/e-commerce/my-account`,
  blogs: '/Blogs',
  faqs: '/faqs',
  returnPolicy: '/return-and-refund-policy',
  privacy: '/policy',
  terms: '/terms-of-service',
};
