import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { Order, OrderResponse } from 'shared/contracts/orders';

const orderReceivedApi = injectEndpoints('mfe-cart-checkout/features/order-received/api', {
  endpoints: (build) => ({
    /** An order the shopper's session placed (or their account owns); a verified payment reloads it. */
    getOrderReceived: build.query<Order, number>({
      query: (id) => `order-received/${id}`,
      transformResponse: (response: OrderResponse) => response.data,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetOrderReceivedQuery } = orderReceivedApi;
