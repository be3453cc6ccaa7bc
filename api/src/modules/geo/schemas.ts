import type { Country, State } from 'shared/contracts/geo';
import { envelope } from 'shared/contracts/envelope';
import { z } from 'zod';

const place = z.object({ id: z.number().int(), name: z.string() });

export const countryListResponse = envelope(z.array(place satisfies z.ZodType<Country>));
export const stateListResponse = envelope(z.array(place satisfies z.ZodType<State>));

const countryIdError = { error: 'must be a positive whole number' };
export const stateListQuery = z.object({
  country_id: z.coerce
    .number(countryIdError)
    .int(countryIdError)
    .positive(countryIdError)
    .max(2_147_483_647, countryIdError),
});
