import { ProductDetailScreen } from '../features/product-detail/product-detail-screen.tsx';
import { productDetailLoader } from '../features/product-detail/product-detail-loader.ts';

export const loader = __SERVER_BUILD__ ? productDetailLoader : undefined;
export default ProductDetailScreen;
