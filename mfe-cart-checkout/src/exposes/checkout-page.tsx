import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';

export default CheckoutScreen;
