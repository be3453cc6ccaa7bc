import { injectEndpoints } from 'shared/api/inject-endpoints';
import type {
  ApplyCouponRequest,
  CartChangeResponse,
  RemoveCartLineRequest,
  RemoveComboRequest,
  UpdateCartLineRequest,
} from 'shared/contracts/cart';
import { useAppSelector } from 'shared/store/hooks';
import { readCart, type Cart } from '../../ui/read-cart.ts';

interface UpdateComboRequest {
  combo_id: number;
  combo_qty: number;
}

const change =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

const cartApi = injectEndpoints('mfe-cart-checkout/features/cart/api', {
  endpoints: (build) => ({
    /** null: the answer did not match the contract. */
    getCart: build.query<Cart | null, void>({
      query: () => 'cart',
      transformResponse: readCart,
      providesTags: ['Cart'],
    }),
    updateCartLine: build.mutation<CartChangeResponse, UpdateCartLineRequest>({
      query: change('cart/update'),
      invalidatesTags: ['Cart'],
    }),
    removeCartLine: build.mutation<CartChangeResponse, RemoveCartLineRequest>({
      query: change('cart/remove'),
      invalidatesTags: ['Cart'],
    }),
    updateCombo: build.mutation<CartChangeResponse, UpdateComboRequest>({
      query: change('cart/update-combo'),
      invalidatesTags: ['Cart'],
    }),
    removeCombo: build.mutation<CartChangeResponse, RemoveComboRequest>({
      query: change('cart/remove-combo'),
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<CartChangeResponse, ApplyCouponRequest>({
      query: change('cart/apply-coupon'),
      invalidatesTags: ['Cart'],
    }),
    /** status false: no automatic coupon applies, and the cart is unchanged */
    autoApplyCoupon: build.mutation<CartChangeResponse, void>({
      query: () => ({ url: 'cart/auto-apply-coupon', method: 'POST' }),
      invalidatesTags: (answer) => (answer?.status ? ['Cart'] : []),
    }),
  }),
});

export const {
  useGetCartQuery,
  useUpdateCartLineMutation,
  useRemoveCartLineMutation,
  useUpdateComboMutation,
  useRemoveComboMutation,
  useApplyCouponMutation,
  useAutoApplyCouponMutation,
} = cartApi;

/**
 * The shopper's cart, reloaded from the server each time a screen showing it
 * mounts; it waits for the session id, which the cart is keyed by.
 */
export function useCart() {
  const sessionId = useAppSelector((state) => state.session.sessionId);
  return useGetCartQuery(undefined, { skip: !sessionId, refetchOnMountOrArgChange: true });
}
