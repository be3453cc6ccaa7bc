import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { authTokens, users } from '../../db/schema.ts';
import { issueSignIn } from '../../modules/auth/bearer-tokens.ts';
import { tokenHash } from '../../modules/auth/service.ts';
import type { TestShop } from '../test-shop.ts';
import { CALLERS, SESSIONS } from './contract-requests.ts';

/**
 * The signed-in callers and the sessions that fuzzed requests name by placeholder: a confirmed customer, an
 * admin (with both tokens) and three shopper sessions. A request may sign a caller out or deactivate them
 * (a logout, an admin's status change): `keepSignedIn` then signs them in again, so that later requests still
 * reach the handlers behind the sign-in.
 */
export async function fuzzCallers(shop: TestShop) {
  const inserted = await shop.db
    .insert(users)
    .values([
      { email: `fuzz-shopper-${randomUUID()}@example.in`, firstName: 'Fuzz', emailConfirmedAt: new Date() },
      {
        email: `fuzz-admin-${randomUUID()}@example.in`,
        firstName: 'Fuzz',
        role: 'admin',
        emailConfirmedAt: new Date(),
      },
    ])
    .returning();
  const [shopper, admin] = inserted as [(typeof inserted)[0], (typeof inserted)[0]];
  const signIn = async () => {
    const [customer, administrator] = await Promise.all([issueSignIn(shop.db, shopper), issueSignIn(shop.db, admin)]);
    return [customer.token, administrator.token, administrator.a_token!] as const;
  };
  let tokens = await signIn();

  const sessions = await Promise.all(
    SESSIONS.map(async () => {
      const response = await shop.app.inject({ method: 'GET', url: '/api/session' });
      return response.json<{ session_id: string }>().session_id;
    }),
  );

  const stillSignedIn = async () => {
    const [row] = await shop.db
      .select({ live: count() })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          inArray(authTokens.tokenHash, tokens.map(tokenHash)),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, new Date()),
          eq(users.status, 1),
        ),
      );
    return row?.live === tokens.length;
  };

  return {
    /** The header values with the placeholders replaced by this shop's tokens and sessions. */
    fill(headers: Record<string, string>): Record<string, string> {
      const values = new Map<string, string>([
        ...CALLERS.map((placeholder, index) => [placeholder, tokens[index]!] as const),
        ...SESSIONS.map((placeholder, index) => [placeholder, sessions[index]!] as const),
      ]);
      return Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [
          name,
          value.replace(/<[^>]+>/g, (placeholder) => values.get(placeholder) ?? placeholder),
        ]),
      );
    },
    async keepSignedIn(): Promise<void> {
      if (await stillSignedIn()) return;
      await shop.db
        .update(users)
        .set({ status: 1 })
        .where(inArray(users.id, [shopper.id, admin.id]));
      tokens = await signIn();
    },
  };
}
