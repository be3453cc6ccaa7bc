import { PaymentRetry } from '../features/payment/payment-retry.tsx';

export default PaymentRetry;
