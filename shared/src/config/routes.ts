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
  /** ours: an order as its shopper's session sees it after checkout, with its Pay button while payment is pending */
  orderReceived: (id: number | string) => `/${shop.slug}/e-commerce/order-received/${id}`,
  myAccount: `/${shop.slug}/e-commerce/my-account`,
  /** the signed-in shopper's orders; where a closed payment window leads */
  orders: `/${shop.slug}/e-commerce/orders`,
  register: `/${shop.slug}/e-commerce/user-register`,
  lostPassword: `/${shop.slug}/e-commerce/lost-password`,
  /** where a reset mail's link leads, with `token` and `email` in its query */
  resetPassword: `/${shop.slug}/e-commerce/reset-password`,
  /** where an order mail's claim link leads, with `token` and `email` in its query */
  createPassword: `/${shop.slug}/e-commerce/create-password`,
  /** ours: where a mailed sign-in link leads, with `token` and `email` in its query */
  loginLink: `/${shop.slug}/e-commerce/login-link`,
  dashboard: `/${shop.slug}/e-commerce/dashboard`,
  orderDetail: (id: number | string) => `/${shop.slug}/e-commerce/orders_detail/${id}`,
  address: `/${shop.slug}/e-commerce/address`,
  editAddress: (type: string) => `/${shop.slug}/e-commerce/editAddress/${type}`,
  accountForm: `/${shop.slug}/e-commerce/account-form`,
  /** the back office's screens (the admin remote, loaded only for an admin); the account sidebar links to them */
  adminProducts: `/${shop.slug}/e-commerce/products`,
  adminProductCreate: `/${shop.slug}/e-commerce/product-create`,
  adminProductUpdate: (id: number | string) => `/${shop.slug}/e-commerce/product-update/${id}`,
  adminCombos: `/${shop.slug}/e-commerce/product_combos`,
  adminComboCreate: `/${shop.slug}/e-commerce/product-combo-create`,
  adminCoupons: `/${shop.slug}/e-commerce/coupons`,
  adminUsers: `/${shop.slug}/e-commerce/users`,
  /** our addition: the orders to fulfil */
  adminOrders: `/${shop.slug}/e-commerce/manage-orders`,
  adminOrderDetail: (id: number | string) => `/${shop.slug}/e-commerce/manage-orders/${id}`,
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
