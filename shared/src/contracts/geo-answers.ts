/**
 * What the countries and states calls answer, as the API checks each answer before it leaves (zod: for the API and
 * the tests, never imported by a page, which uses the types of shared/contracts/geo).
 */
import { z } from 'zod';
import { envelope } from 'shared/contracts/envelope';
import type { Country, State } from 'shared/contracts/geo';

const place = z.object({ id: z.number().int(), name: z.string() });

export const countryListResponse = envelope(z.array(place satisfies z.ZodType<Country>));
export const stateListResponse = envelope(z.array(place satisfies z.ZodType<State>));
