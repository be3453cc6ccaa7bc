import { eq } from 'drizzle-orm';
import type { User } from 'shared/contracts/account';
import { asFlag } from '../../db/as-flag.ts';
import type { Database } from '../../db/open-database.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user record as the API answers it: never the password hash or the tokens. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  display_name: row.displayName,
  email: row.email,
  status: asFlag(row.status),
  billing_address: row.billingAddress,
  shipping_address: row.shippingAddress,
  role: row.role,
});

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The user of an address in its one spelling (`canonicalEmail`). */
export async function findUserByEmail(db: Database, address: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, address));
  return row ?? null;
}
