import { ProductUpdateScreen } from '../features/products-admin/product-update-screen.tsx';

export default ProductUpdateScreen;
