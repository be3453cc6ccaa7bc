/**
 * What the shell loads from remotes, by federation id (`remote/ExposedName`).
 * Every exposed module default-exports a component without props; the
 * remotes' generated types (dist/@mf-types.zip) describe the same modules.
 */
export const remotePageIds = [
  'mfe_catalog/HomePage',
  'mfe_catalog/ProductListPage',
  'mfe_catalog/ProductDetailPage',
  'mfe_catalog/ComboDetailPage',
  'mfe_cart_checkout/CheckoutPage',
  'mfe_cart_checkout/OrderReceivedPage',
  'mfe_content/SplashPage',
  'mfe_content/BlogListPage',
  'mfe_content/BlogArticlePage',
  'mfe_content/FaqsPage',
  'mfe_content/ReturnPolicyPage',
  'mfe_content/PrivacyPolicyPage',
  'mfe_content/TermsPage',
  'mfe_content/AboutPage',
  'mfe_content/ContactPage',
  'mfe_account/LoginPage',
  'mfe_account/RegisterPage',
  'mfe_account/LostPasswordPage',
  'mfe_account/ResetPasswordPage',
  'mfe_account/CreatePasswordPage',
  'mfe_account/LoginLinkPage',
  'mfe_account/DashboardPage',
  'mfe_account/OrdersPage',
  'mfe_account/OrderDetailPage',
  'mfe_account/AddressPage',
  'mfe_account/EditAddressPage',
  'mfe_account/AccountFormPage',
  'mfe_admin/CouponsPage',
  'mfe_admin/UsersPage',
  'mfe_admin/ProductsPage',
  'mfe_admin/ProductCreatePage',
  'mfe_admin/ProductUpdatePage',
  'mfe_admin/CombosPage',
  'mfe_admin/ComboCreatePage',
  'mfe_admin/OrdersPage',
  'mfe_admin/OrderDetailPage',
] as const;

export type RemotePageId = (typeof remotePageIds)[number];

/** Parts of the chrome that a remote owns (the cart button and sidebar, the payment window of a pending order). */
export const remoteWidgetIds = ['mfe_cart_checkout/CartSidebar', 'mfe_cart_checkout/PaymentRetry'] as const;

export type RemoteWidgetId = (typeof remoteWidgetIds)[number];

export type RemoteModuleId = RemotePageId | RemoteWidgetId;

/** The federation name of the remote a module comes from. */
export const remoteOf = (id: RemoteModuleId) => id.split('/')[0]!;
