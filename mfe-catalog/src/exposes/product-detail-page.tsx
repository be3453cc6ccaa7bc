import { ProductDetailScreen } from '../features/product-detail/product-detail-screen.tsx';

export default ProductDetailScreen;
