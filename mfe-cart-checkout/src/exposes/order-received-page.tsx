import { OrderReceivedScreen } from '../features/order-received/order-received-screen.tsx';

export default OrderReceivedScreen;
