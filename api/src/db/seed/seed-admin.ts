import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminSeedSettings } from '../../config.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Database } from '../open-database.ts';
import { users } from '../schema.ts';

/** The e-mail of the admin made when no ADMIN_EMAIL is set. */
export const GENERATED_ADMIN_EMAIL = 'admin@healthygrains.example';

export type SeededAdmin =
  | { kind: 'configured'; email: string }
  /** the only time this password is known: the caller prints it */
  | { kind: 'generated'; email: string; password: string };

/** 24 random characters plus one of each class, so it passes the account password rule. */
const generatedPassword = () => `${randomBytes(18).toString('base64url')}aA7!`;

async function createAdmin(db: Database, email: string, password: string): Promise<boolean> {
  const created = await db
    .insert(users)
    .values({
      email,
      firstName: 'Admin',
      displayName: 'Admin',
      role: 'admin',
      status: 1,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created.length > 0;
}

/**
 * The first admin: with ADMIN_EMAIL and ADMIN_PASSWORD, an active admin of that e-mail unless a user already
 * has it; without them, while the shop has no admin at all, one with a generated password. Answers whom it
 * made, or null when there was nothing to do.
 */
export async function seedAdmin(db: Database, settings: AdminSeedSettings): Promise<SeededAdmin | null> {
  if (settings) {
    return (await createAdmin(db, settings.email, settings.password))
      ? { kind: 'configured', email: settings.email }
      : null;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return null;
  const password = generatedPassword();
  return (await createAdmin(db, GENERATED_ADMIN_EMAIL, password))
    ? { kind: 'generated', email: GENERATED_ADMIN_EMAIL, password }
    : null;
}
