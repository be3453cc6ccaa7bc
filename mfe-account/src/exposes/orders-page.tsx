import { OrdersScreen } from '../features/orders/orders-screen.tsx';

export default OrdersScreen;
