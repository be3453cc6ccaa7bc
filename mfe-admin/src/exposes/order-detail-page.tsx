import { OrderDetailScreen } from '../features/orders-admin/order-detail-screen.tsx';

export default OrderDetailScreen;
