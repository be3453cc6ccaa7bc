import { remoteConfig } from '../rspack.base.ts';

export default remoteConfig({
  dir: import.meta.dirname,
  devPort: 3001,
  serverRendered: true,
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './ProductListPage': './src/exposes/product-list-page.tsx',
    './ProductDetailPage': './src/exposes/product-detail-page.tsx',
    './ComboDetailPage': './src/exposes/combo-detail-page.tsx',
  },
});
