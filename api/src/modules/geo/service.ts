import { asc, eq } from 'drizzle-orm';
import type { Country, State } from 'shared/contracts/geo';
import type { Database } from '../../db/open-database.ts';
import { countries, states } from '../../db/schema.ts';

export const listCountries = (db: Database): Promise<Country[]> =>
  db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));

/** A country's states in alphabetical order, or undefined when there is no such country. */
export async function listStates(db: Database, countryId: number): Promise<State[] | undefined> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) return undefined;
  return db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}
