import { ProductListScreen } from '../features/product-list/product-list-screen.tsx';

export default ProductListScreen;
