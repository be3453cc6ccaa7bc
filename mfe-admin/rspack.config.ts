import { remoteConfig } from '../rspack.base.ts';

export default remoteConfig({
  dir: import.meta.dirname,
  devPort: 3005,
  exposes: {
    './CouponsPage': './src/exposes/coupons-page.tsx',
    './UsersPage': './src/exposes/users-page.tsx',
    './ProductsPage': './src/exposes/products-page.tsx',
    './ProductCreatePage': './src/exposes/product-create-page.tsx',
    './ProductUpdatePage': './src/exposes/product-update-page.tsx',
    './CombosPage': './src/exposes/combos-page.tsx',
    './ComboCreatePage': './src/exposes/combo-create-page.tsx',
    './OrdersPage': './src/exposes/orders-page.tsx',
    './OrderDetailPage': './src/exposes/order-detail-page.tsx',
  },
});
