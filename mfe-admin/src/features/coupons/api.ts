import { injectEndpoints } from 'shared/api/inject-endpoints';
import type {
  Coupon,
  CouponListResponse,
  CouponRequest,
  CouponResponse,
  CouponStatusRequest,
} from 'shared/contracts/coupons';

// A coupon that changes may leave or change the carts it applies to: the cart reads afresh as well.
const couponChanges = ['Coupon', 'Cart'] as const;

const couponsApi = injectEndpoints('mfe-admin/features/coupons/api', {
  endpoints: (build) => ({
    getCoupons: build.query<Coupon[], void>({
      query: () => 'coupons',
      transformResponse: (answer: CouponListResponse) => answer.data,
      providesTags: ['Coupon'],
    }),
    createCoupon: build.mutation<CouponResponse, CouponRequest>({
      query: (body) => ({ url: 'coupons/store', method: 'POST', body }),
      invalidatesTags: [...couponChanges],
    }),
    updateCoupon: build.mutation<CouponResponse, { id: number; coupon: CouponRequest }>({
      query: ({ id, coupon }) => ({ url: `coupons/update/${id}`, method: 'PUT', body: coupon }),
      invalidatesTags: [...couponChanges],
    }),
    updateCouponStatus: build.mutation<CouponResponse, CouponStatusRequest>({
      query: (body) => ({ url: 'coupons/updateStatus', method: 'POST', body }),
      invalidatesTags: [...couponChanges],
    }),
  }),
});

export const { useGetCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useUpdateCouponStatusMutation } =
  couponsApi;
