import { remoteConfig } from '../rspack.base.ts';

export default remoteConfig({
  dir: import.meta.dirname,
  devPort: 3002,
  exposes: {
    './CartSidebar': './src/exposes/cart-sidebar.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
  },
});
