import { injectEndpoints } from 'shared/api/inject-endpoints';
import type { Envelope } from 'shared/contracts/envelope';
import type { Country, State } from 'shared/contracts/geo';

/** The countries and states an address is chosen from; checkout and the account's edit address both use them. */
const geoApi = injectEndpoints('shared/address/geo-api', {
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
  }),
});

export const { useGetCountriesQuery, useGetStatesQuery } = geoApi;
