import { eq } from 'drizzle-orm';
import type { User } from 'shared/contracts/account';
import { z } from 'zod';
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

/** The answer's schema: only these fields ever leave. */
export const userSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  billing_address: z.string().nullable(),
  shipping_address: z.string().nullable(),
  role: z.enum(['admin', 'customer']),
}) satisfies z.ZodType<User>;
