import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { Product, ProductPrice } from 'shared/contracts/catalog';
import type { Envelope, PagedEnvelope } from 'shared/contracts/envelope';
import type { ProductRecord, ProductStatusRequest } from 'shared/contracts/products-admin';
import type { RecordsPageQuery } from 'shared/contracts/records-page';

/** A product as the update form loads it: active or not, each weight also split into its number and unit. */
export type AdminProduct = Omit<Product, 'prices'> & {
  product_status: 0 | 1;
  prices: (ProductPrice & { weight: string; unit: string })[];
};

const productsAdminApi = injectEndpoints('mfe-admin/features/products-admin/api', {
  endpoints: (build) => ({
    // pages on the server: a real catalogue holds thousands of products
    getProductRecords: build.query<PagedEnvelope<ProductRecord>, Required<RecordsPageQuery>>({
      query: (params) => ({ url: 'products/getProductRecords', params }),
      providesTags: ['Product'],
    }),
    // The shop's `GET api/products/{id}` shows active products only; the admin reads any.
    getAdminProduct: build.query<AdminProduct, number>({
      query: (id) => `products/getProductRecord/${id}`,
      transformResponse: (answer: Envelope<AdminProduct>) => answer.data,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
      // the update form starts from what is stored now, never from an earlier visit's copy
      keepUnusedDataFor: 0,
    }),
    updateProductStatus: build.mutation<Envelope<ProductStatusRequest>, ProductStatusRequest>({
      query: (body) => ({ url: 'products/updateStatus', method: 'POST', body }),
      invalidatesTags: ['Product', 'Combo'],
    }),
    createProduct: build.mutation<Envelope<AdminProduct>, FormData>({
      query: (body) => ({ url: 'products/store', method: 'POST', body }),
      invalidatesTags: ['Product', 'Combo'],
    }),
    updateProduct: build.mutation<Envelope<AdminProduct>, { id: number; form: FormData }>({
      query: ({ id, form }) => ({ url: `products/update/${id}`, method: 'POST', body: form }),
      invalidatesTags: ['Product', 'Combo'],
    }),
  }),
});

export const {
  useGetProductRecordsQuery,
  useGetAdminProductQuery,
  useUpdateProductStatusMutation,
  useCreateProductMutation,
  useUpdateProductMutation,
} = productsAdminApi;
