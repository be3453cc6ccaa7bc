import { ProductListScreen } from '../features/product-list/product-list-screen.tsx';

export { productListLoader as loader } from '../features/product-list/product-list-loader.ts';
export default ProductListScreen;
