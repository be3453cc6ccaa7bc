import { baseApi } from 'shared/api/base-api';
import type { CheckoutRequest, CheckoutResponse } from 'shared/contracts/checkout';
import type { Country, State } from 'shared/contracts/geo';

interface Envelope<T> {
  data: T;
}

const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => 'countries',
      transformResponse: (response: Envelope<Country[]>) => response.data,
      providesTags: ['Geo'],
    }),
    getStates: build.query<State[], string>({
      query: (countryId) => ({ url: 'states', params: { country_id: countryId } }),
      transformResponse: (response: Envelope<State[]>) => response.data,
      providesTags: ['Geo'],
    }),
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

export const { useGetCountriesQuery, useGetStatesQuery, usePlaceOrderMutation } = checkoutApi;

const isIndia = (country: Country) => country.name.trim().toLowerCase() === 'india';

/** The countries with India first; India is the default choice. */
export function useCountries() {
  const { data = [] } = useGetCountriesQuery();
  const india = data.find(isIndia);
  return { countries: india ? [india, ...data.filter((country) => country !== india)] : data, india };
}
