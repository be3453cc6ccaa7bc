import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';

/** The API wraps every answer as `{ status: true, data }`; pages only need `data`. */
interface Envelope<T> {
  data: T;
}

export const catalogApi = injectEndpoints('mfe-catalog/features/catalog/api', {
  endpoints: (build) => ({
    getProducts: build.query<ProductSummary[], void>({
      query: () => 'products',
      transformResponse: (response: Envelope<ProductSummary[]>) => response.data,
      providesTags: (products = []) => [
        { type: 'Product', id: 'LIST' },
        ...products.map(({ id }) => ({ type: 'Product' as const, id })),
      ],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `products/${encodeURIComponent(id)}`,
      transformResponse: (response: Envelope<Product>) => response.data,
      providesTags: (product) => (product ? [{ type: 'Product', id: product.id }] : []),
    }),
    getCombos: build.query<ComboSummary[], void>({
      query: () => 'product-combos',
      transformResponse: (response: Envelope<ComboSummary[]>) => response.data,
      providesTags: (combos = []) => [
        { type: 'Combo', id: 'LIST' },
        ...combos.map(({ id }) => ({ type: 'Combo' as const, id })),
      ],
    }),
    getCombo: build.query<Combo, string>({
      query: (id) => `product-combos/${encodeURIComponent(id)}`,
      transformResponse: (response: Envelope<Combo>) => response.data,
      providesTags: (combo) => (combo ? [{ type: 'Combo', id: combo.id }] : []),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetCombosQuery, useGetComboQuery } = catalogApi;
