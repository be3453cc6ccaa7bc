import { injectEndpoints } from 'shared/api/inject-endpoints';
import type {
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  PaymentOptionsResponse,
  SandboxPayRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from 'shared/contracts/payment';
import { signedPayment, type PaymentSuccess } from '../../ui/payment-window.ts';

const paymentApi = injectEndpoints('mfe-cart-checkout/features/payment/api', {
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentOptionsResponse['data'], void>({
      query: () => 'payment/options',
      transformResponse: (response: PaymentOptionsResponse) => response.data,
    }),
    createPaymentOrder: build.mutation<CreatePaymentOrderResponse, CreatePaymentOrderRequest>({
      query: (body) => ({ url: 'payment/create-order', method: 'POST', body }),
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: 'payment/verify', method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
    sandboxPay: build.mutation<PaymentSuccess, SandboxPayRequest>({
      query: (body) => ({ url: 'payment/sandbox/pay', method: 'POST', body }),
      transformResponse: signedPayment,
    }),
  }),
});

export const {
  useGetPaymentOptionsQuery,
  useCreatePaymentOrderMutation,
  useVerifyPaymentMutation,
  useSandboxPayMutation,
} = paymentApi;
