import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { Combo, ComboPageResponse, Product, ProductPageResponse } from 'shared/contracts/catalog';
import type { ComboPageQuery, ProductPageQuery } from 'shared/contracts/catalog-pages';

/** One page of the product list and where it stands among all of them. */
export type ProductPage = Omit<ProductPageResponse, 'status' | 'message'>;
/** One page of combos likewise. */
export type ComboPage = Omit<ComboPageResponse, 'status' | 'message'>;

/** The API wraps every answer as `{ status: true, data }`; pages only need `data`. */
interface Envelope<T> {
  data: T;
}

export const catalogApi = injectEndpoints('mfe-catalog/features/catalog/api', {
  endpoints: (build) => ({
    getProductPage: build.query<ProductPage, ProductPageQuery>({
      query: (params) => ({ url: 'products', params }),
      transformResponse: ({ status: _status, message: _message, ...page }: ProductPageResponse) => page,
      providesTags: (page) => [
        { type: 'Product', id: 'LIST' },
        ...(page?.data ?? []).map(({ id }) => ({ type: 'Product' as const, id })),
      ],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `products/${encodeURIComponent(id)}`,
      transformResponse: (response: Envelope<Product>) => response.data,
      providesTags: (product) => (product ? [{ type: 'Product', id: product.id }] : []),
    }),
    getComboPage: build.query<ComboPage, ComboPageQuery>({
      query: (params) => ({ url: 'product-combos', params }),
      transformResponse: ({ data, total, page, per_page }: ComboPageResponse) => ({ data, total, page, per_page }),
      providesTags: (page) => [
        { type: 'Combo', id: 'LIST' },
        ...(page?.data ?? []).map(({ id }) => ({ type: 'Combo' as const, id })),
      ],
    }),
    getCombo: build.query<Combo, string>({
      query: (id) => `product-combos/${encodeURIComponent(id)}`,
      transformResponse: (response: Envelope<Combo>) => response.data,
      providesTags: (combo) => (combo ? [{ type: 'Combo', id: combo.id }] : []),
    }),
  }),
});

export const { useGetProductPageQuery, useGetProductQuery, useGetComboPageQuery, useGetComboQuery } = catalogApi;
