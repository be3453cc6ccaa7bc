import { ProductCreateScreen } from '../features/products-admin/product-create-screen.tsx';

export default ProductCreateScreen;
