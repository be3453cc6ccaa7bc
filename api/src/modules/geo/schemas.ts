import { z } from 'zod';

export { countryListResponse, stateListResponse } from 'shared/contracts/geo-answers';

const countryIdError = { error: 'must be a positive whole number' };
export const stateListQuery = z.object({
  country_id: z.coerce
    .number(countryIdError)
    .int(countryIdError)
    .positive(countryIdError)
    .max(2_147_483_647, countryIdError),
});
