import { ProductListScreen } from '../features/product-list/product-list-screen.tsx';
import { productListLoader } from '../features/product-list/product-list-loader.ts';

export const loader = __SERVER_BUILD__ ? productListLoader : undefined;
export default ProductListScreen;
