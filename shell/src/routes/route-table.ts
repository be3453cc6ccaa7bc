import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { matchPath } from 'shared/routing';
import type { RemotePageId } from './remote-modules.ts';

export interface RouteEntry {
  path: string;
  page: RemotePageId;
  /**
   * 'signed-in': the signed-in pages, which send a visitor who is not signed in to my-account;
   * 'admin': the back office, which sends a visitor without the admin token (a_token) home
   */
  access?: 'signed-in' | 'admin';
  /** shown from the visitor's own data (cart, checkout, accounts): rendered in the browser only, as guarded pages are */
  personal?: true;
}

/** Whether the server renders the page: public pages do; personal and guarded ones are left to the browser. */
export const isServerRendered = ({ access, personal }: RouteEntry) => !access && !personal;

/**
 * The shop's route table: each path and the remote page that shows it.
 * Only routes whose pages exist are here; any other path is not found.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: paths.splash, page: 'mfe_content/SplashPage' },
  { path: paths.home, page: 'mfe_catalog/HomePage' },
  { path: paths.products, page: 'mfe_catalog/ProductListPage' },
  { path: paths.product(':p_id'), page: 'mfe_catalog/ProductDetailPage' },
  { path: paths.combo(':id'), page: 'mfe_catalog/ComboDetailPage' },
  { path: paths.about, page: 'mfe_content/AboutPage' },
  { path: paths.checkout, page: 'mfe_cart_checkout/CheckoutPage', personal: true },
  { path: paths.orderReceived(':id'), page: 'mfe_cart_checkout/OrderReceivedPage', personal: true },
  { path: paths.contact, page: 'mfe_content/ContactPage' },
  { path: paths.faqs, page: 'mfe_content/FaqsPage' },
  { path: paths.returnPolicy, page: 'mfe_content/ReturnPolicyPage' },
  { path: paths.privacy, page: 'mfe_content/PrivacyPolicyPage' },
  { path: paths.terms, page: 'mfe_content/TermsPage' },
  { path: paths.blogs, page: 'mfe_content/BlogListPage' },
  { path: paths.myAccount, page: 'mfe_account/LoginPage', personal: true },
  { path: paths.register, page: 'mfe_account/RegisterPage', personal: true },
  { path: paths.lostPassword, page: 'mfe_account/LostPasswordPage', personal: true },
  { path: paths.resetPassword, page: 'mfe_account/ResetPasswordPage', personal: true },
  { path: paths.createPassword, page: 'mfe_account/CreatePasswordPage', personal: true },
  { path: paths.loginLink, page: 'mfe_account/LoginLinkPage', personal: true },
  { path: paths.dashboard, page: 'mfe_account/DashboardPage', access: 'signed-in' },
  { path: paths.orders, page: 'mfe_account/OrdersPage', access: 'signed-in' },
  { path: paths.orderDetail(':o_id'), page: 'mfe_account/OrderDetailPage', access: 'signed-in' },
  { path: paths.address, page: 'mfe_account/AddressPage', access: 'signed-in' },
  { path: paths.editAddress(':type'), page: 'mfe_account/EditAddressPage', access: 'signed-in' },
  { path: paths.accountForm, page: 'mfe_account/AccountFormPage', access: 'signed-in' },
  { path: paths.adminCoupons, page: 'mfe_admin/CouponsPage', access: 'admin' },
  { path: paths.adminUsers, page: 'mfe_admin/UsersPage', access: 'admin' },
  { path: paths.adminProducts, page: 'mfe_admin/ProductsPage', access: 'admin' },
  { path: paths.adminProductCreate, page: 'mfe_admin/ProductCreatePage', access: 'admin' },
  { path: paths.adminProductUpdate(':p_id'), page: 'mfe_admin/ProductUpdatePage', access: 'admin' },
  { path: paths.adminCombos, page: 'mfe_admin/CombosPage', access: 'admin' },
  { path: paths.adminComboCreate, page: 'mfe_admin/ComboCreatePage', access: 'admin' },
  { path: paths.adminOrders, page: 'mfe_admin/OrdersPage', access: 'admin' },
  { path: paths.adminOrderDetail(':o_id'), page: 'mfe_admin/OrderDetailPage', access: 'admin' },
  ...blogArticles.map(({ slug }) => ({ path: paths.article(slug), page: 'mfe_content/BlogArticlePage' as const })),
];

/**
 * The route of an address: the first in the table whose path matches it. The server, the preload and the
 * browser's router all find it this way, so they agree on every address.
 */
export const findRoute = (pathname: string): RouteEntry | undefined =>
  routeTable.find(({ path }) => matchPath(path, pathname));
