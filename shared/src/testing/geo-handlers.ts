import { http, HttpResponse } from 'msw';
import type { Country, State } from 'shared/contracts/geo';
import { mswServer } from 'shared/testing/msw-server';

export const india: Country = { id: 101, name: 'India' };
export const nepal: Country = { id: 153, name: 'Nepal' };

const statesByCountry: Record<number, State[]> = {
  [india.id]: [
    { id: 1, name: 'Karnataka' },
    { id: 2, name: 'Maharashtra' },
  ],
  [nepal.id]: [{ id: 3, name: 'Bagmati' }],
};

/** `GET api/countries` (in the order given) and `GET api/states?country_id=`. */
export function serveGeo(countries: Country[] = [india, nepal]) {
  mswServer.use(
    http.get('*/api/countries', () => HttpResponse.json({ status: true, data: countries })),
    http.get('*/api/states', ({ request }) => {
      const countryId = Number(new URL(request.url).searchParams.get('country_id'));
      return HttpResponse.json({ status: true, data: statesByCountry[countryId] ?? [] });
    }),
  );
}
