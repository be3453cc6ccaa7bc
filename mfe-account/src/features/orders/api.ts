import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { CancelOrderResponse, Order, OrderListResponse, OrderResponse } from 'shared/contracts/orders';

const ordersApi = injectEndpoints('mfe-account/features/orders/api', {
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => 'orders',
      transformResponse: (answer: OrderListResponse) => answer.data,
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, number>({
      query: (id) => `orders/${id}`,
      transformResponse: (answer: OrderResponse) => answer.data,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    // The API's cancel is a GET; it changes the order, so it is a mutation here.
    cancelOrder: build.mutation<CancelOrderResponse, number>({
      query: (id) => ({ url: `orders/cancel/${id}`, method: 'GET' }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderQuery, useCancelOrderMutation } = ordersApi;
