import { remoteConfig } from '../rspack.base.ts';

export default remoteConfig({
  dir: import.meta.dirname,
  devPort: 3004,
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegisterPage': './src/exposes/register-page.tsx',
    './LostPasswordPage': './src/exposes/lost-password-page.tsx',
    './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
    './CreatePasswordPage': './src/exposes/create-password-page.tsx',
    './LoginLinkPage': './src/exposes/login-link-page.tsx',
    './DashboardPage': './src/exposes/dashboard-page.tsx',
    './OrdersPage': './src/exposes/orders-page.tsx',
    './OrderDetailPage': './src/exposes/order-detail-page.tsx',
    './AddressPage': './src/exposes/address-page.tsx',
    './EditAddressPage': './src/exposes/edit-address-page.tsx',
    './AccountFormPage': './src/exposes/account-form-page.tsx',
  },
});
