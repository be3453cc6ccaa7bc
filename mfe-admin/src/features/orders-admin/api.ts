import { injectEndpoints } from 'shared/api/inject-endpoints';
import type {
  OrderRecord,
  OrderRecordResponse,
  OrderRecordsQuery,
  OrderRecordsResponse,
  UpdateOrderStatusRequest,
  UpdateOrderStatusResponse,
} from 'shared/contracts/orders';

const ordersAdminApi = injectEndpoints('mfe-admin/features/orders-admin/api', {
  endpoints: (build) => ({
    // every order pages on the server: a shop's orders grow without end
    getOrderRecords: build.query<OrderRecordsResponse, Required<OrderRecordsQuery>>({
      query: (params) => ({ url: 'orders/getOrderRecords', params }),
      providesTags: ['Order'],
    }),
    getOrderRecord: build.query<OrderRecord, number>({
      query: (id) => `orders/getOrderRecord/${id}`,
      transformResponse: (answer: OrderRecordResponse) => answer.data,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<UpdateOrderStatusResponse, UpdateOrderStatusRequest>({
      query: (body) => ({ url: 'orders/updateStatus', method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetOrderRecordsQuery, useGetOrderRecordQuery, useUpdateOrderStatusMutation } = ordersAdminApi;
