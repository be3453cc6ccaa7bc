import { baseApi } from 'shared/api/base-api';
import type { Country, State } from 'shared/contracts/geo';

interface Envelope<T> {
  data: T;
}

// Named apart from checkout's geo endpoints: both remotes inject into the one slice, and a name may be injected once.
const addressGeoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addressCountries: build.query<Country[], void>({
      query: () => 'countries',
      transformResponse: (response: Envelope<Country[]>) => response.data,
      providesTags: ['Geo'],
    }),
    addressStates: build.query<State[], string>({
      query: (countryId) => ({ url: 'states', params: { country_id: countryId } }),
      transformResponse: (response: Envelope<State[]>) => response.data,
      providesTags: ['Geo'],
    }),
  }),
});

export const { useAddressCountriesQuery, useAddressStatesQuery } = addressGeoApi;
