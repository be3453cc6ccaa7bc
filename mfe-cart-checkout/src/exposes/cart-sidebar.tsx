import { CartSidebar } from '../features/cart/cart-sidebar.tsx';

export default CartSidebar;
