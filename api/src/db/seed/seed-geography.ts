import { count } from 'drizzle-orm';
import type { Database } from '../open-database.ts';
import { countries, states } from '../schema.ts';

/** The shop delivers in India only, so India is the one country offered. */
export const seedCountries: { name: string; states: string[] }[] = [
  {
    name: 'India',
    states: [
      // the 28 states
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Assam',
      'Bihar',
      'Chhattisgarh',
      'Goa',
      'Gujarat',
      'Haryana',
      'Himachal Pradesh',
      'Jharkhand',
      'Karnataka',
      'Kerala',
      'Madhya Pradesh',
      'Maharashtra',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Odisha',
      'Punjab',
      'Rajasthan',
      'Sikkim',
      'Tamil Nadu',
      'Telangana',
      'Tripura',
      'Uttar Pradesh',
      'Uttarakhand',
      'West Bengal',
      // the 8 union territories
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ],
  },
];

/** Fills an empty countries table with the countries and their states; a table with anything in it is left alone. */
export async function seedGeography(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ countries: count() }).from(countries);
    if (existing && existing.countries > 0) return false;
    for (const country of seedCountries) {
      const [inserted] = await tx.insert(countries).values({ name: country.name }).returning({ id: countries.id });
      await tx.insert(states).values(country.states.map((name) => ({ countryId: inserted!.id, name })));
    }
    return true;
  });
}
