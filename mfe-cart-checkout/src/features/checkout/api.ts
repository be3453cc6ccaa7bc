import { useGetCountriesQuery } from 'shared/address/geo-api';
import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { CheckoutRequest, CheckoutResponse } from 'shared/contracts/checkout';
import type { Country } from 'shared/contracts/geo';

const checkoutApi = injectEndpoints('mfe-cart-checkout/features/checkout/api', {
  endpoints: (build) => ({
    placeOrder: build.mutation<CheckoutResponse['data'], { order: CheckoutRequest; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: 'checkout',
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: CheckoutResponse) => response.data,
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { usePlaceOrderMutation } = checkoutApi;

const isIndia = (country: Country) => country.name.trim().toLowerCase() === 'india';

/** The countries with India first; India is the default choice. */
export function useCountries() {
  const { data = [] } = useGetCountriesQuery();
  const india = data.find(isIndia);
  return { countries: india ? [india, ...data.filter((country) => country !== india)] : data, india };
}
