import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { AddComboRequest, AddToCartItem, CartChangeResponse } from 'shared/contracts/cart';

/** The catalogue's side of the cart: adding. The cart remote reads the cart; the 'Cart' tag refreshes it. */
const cartApi = injectEndpoints('mfe-catalog/features/cart/api', {
  endpoints: (build) => ({
    addToCart: build.mutation<CartChangeResponse, AddToCartItem>({
      // The body is an array with one item.
      query: (item) => ({ url: 'cart/add', method: 'POST', body: [item] }),
      invalidatesTags: ['Cart'],
    }),
    addComboToCart: build.mutation<CartChangeResponse, AddComboRequest>({
      query: (body) => ({ url: 'cart/add-combo', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useAddToCartMutation, useAddComboToCartMutation } = cartApi;
