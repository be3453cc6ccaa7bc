import { ProductDetailScreen } from '../features/product-detail/product-detail-screen.tsx';

export { productDetailLoader as loader } from '../features/product-detail/product-detail-loader.ts';
export default ProductDetailScreen;
