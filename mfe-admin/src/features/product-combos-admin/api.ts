import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { ProductSummary } from 'shared/contracts/catalog';
import type { Envelope, PagedEnvelope } from 'shared/contracts/envelope';
import type { ComboRecord, ComboStatusRequest } from 'shared/contracts/product-combos-admin';
import type { RecordsPageQuery } from 'shared/contracts/records-page';

const productCombosApi = injectEndpoints('mfe-admin/features/product-combos-admin/api', {
  endpoints: (build) => ({
    // pages on the server, as the products table does
    getProductComboRecords: build.query<PagedEnvelope<ComboRecord>, Required<RecordsPageQuery>>({
      query: (params) => ({ url: 'product-combos/getProductComboRecords', params }),
      providesTags: ['Combo'],
    }),
    // The shop's active products (the combo picker's product list), under a name of the back office's own.
    getComboPickerProducts: build.query<ProductSummary[], void>({
      query: () => 'products',
      transformResponse: (answer: Envelope<ProductSummary[]>) => answer.data,
      providesTags: ['Product'],
    }),
    updateComboStatus: build.mutation<Envelope<ComboStatusRequest>, ComboStatusRequest>({
      query: (body) => ({ url: 'product-combos/updateStatus', method: 'POST', body }),
      invalidatesTags: ['Combo'],
    }),
    createCombo: build.mutation<Envelope<ComboRecord>, FormData>({
      query: (body) => ({ url: 'product-combos/store', method: 'POST', body }),
      invalidatesTags: ['Combo'],
    }),
  }),
});

export const {
  useGetProductComboRecordsQuery,
  useGetComboPickerProductsQuery,
  useUpdateComboStatusMutation,
  useCreateComboMutation,
} = productCombosApi;
