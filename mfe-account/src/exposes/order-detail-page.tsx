import { OrderDetailScreen } from '../features/orders/order-detail-screen.tsx';

export default OrderDetailScreen;
