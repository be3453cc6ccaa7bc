import { remoteConfig } from '../rspack.base.ts';

// not rendered on the server (the cart and checkout are personal): its browser build only
const [browser] = remoteConfig({
  dir: import.meta.dirname,
  devPort: 3002,
  exposes: {
    './CartSidebar': './src/exposes/cart-sidebar.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './OrderReceivedPage': './src/exposes/order-received-page.tsx',
    './PaymentRetry': './src/exposes/payment-retry.tsx',
  },
});

export default {
  ...browser,
  optimization: {
    splitChunks: {
      cacheGroups: {
        // The cart's endpoints and totals serve both the sidebar and the checkout page: one copy, so the
        // endpoints are injected once (a second copy would inject them again).
        cartCore: {
          test: /[\\/]src[\\/](features[\\/]cart[\\/]api|ui[\\/](read-cart|cart-totals|line-name))\.tsx?$/,
          name: 'cart-core',
          chunks: 'async',
          minSize: 0,
          enforce: true,
        },
      },
    },
  },
};
