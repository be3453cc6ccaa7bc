import { ProductsScreen } from '../features/products-admin/products-screen.tsx';

export default ProductsScreen;
