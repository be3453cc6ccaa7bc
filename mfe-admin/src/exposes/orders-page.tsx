import { OrdersScreen } from '../features/orders-admin/orders-screen.tsx';

export default OrdersScreen;
