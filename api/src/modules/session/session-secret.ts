import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { serverSecrets } from '../../db/schema.ts';

const SECRET_NAME = 'session-signing-key';

/**
 * The key session ids are signed with, made on the first start and kept in the database, so ids outlive a
 * restart and every instance on one PostgreSQL accepts the others' (the first to insert wins a race).
 */
async function loadSessionSecret(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [secret] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!secret) throw new Error('The session signing key could not be stored');
  return Buffer.from(secret.value, 'base64url');
}

const secrets = new WeakMap<Database, Promise<Buffer>>();

export function sessionSecret(db: Database): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSessionSecret(db);
    // a failure (the database was down) is not kept: the next request tries again
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
