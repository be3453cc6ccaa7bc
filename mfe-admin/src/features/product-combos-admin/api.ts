import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { ProductSummary } from 'shared/contracts/catalog';
import type { ComboRecord, ComboStatusRequest } from 'shared/contracts/product-combos-admin';

interface Answer<Data> {
  status: boolean;
  message?: string;
  data: Data;
}

const productCombosApi = injectEndpoints('mfe-admin/features/product-combos-admin/api', {
  endpoints: (build) => ({
    getProductComboRecords: build.query<ComboRecord[], void>({
      query: () => 'product-combos/getProductComboRecords',
      transformResponse: (answer: Answer<ComboRecord[]>) => answer.data,
      providesTags: ['Combo'],
    }),
    // The shop's active products (the combo picker's product list), under a name of the back office's own.
    getComboPickerProducts: build.query<ProductSummary[], void>({
      query: () => 'products',
      transformResponse: (answer: Answer<ProductSummary[]>) => answer.data,
      providesTags: ['Product'],
    }),
    updateComboStatus: build.mutation<Answer<ComboStatusRequest>, ComboStatusRequest>({
      query: (body) => ({ url: 'product-combos/updateStatus', method: 'POST', body }),
      invalidatesTags: ['Combo'],
    }),
    createCombo: build.mutation<Answer<ComboRecord>, FormData>({
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
