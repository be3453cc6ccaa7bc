import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import type { Database } from '../../db/open-database.ts';
import { authTokens, users } from '../../db/schema.ts';
import { ShopError } from '../../shop-error.ts';

export const SIGN_IN_AGAIN = ACCOUNT_MESSAGES.signInAgain;

export type SignedInUser = {
  id: number;
  email: string;
  role: 'admin' | 'customer';
  /** the bearer token this request sent, its scope and its sign-in */
  tokenId: number;
  scope: 'shop' | 'admin';
  signInId: string;
};

/** Tokens are stored as their SHA-256, never as they are. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The user a request's bearer token names, or null when it sends none.
 * A token that is unknown, expired or revoked, or whose user is deactivated, is a 401.
 */
export async function userFromBearer(db: Database, request: FastifyRequest): Promise<SignedInUser | null> {
  const authorization = request.headers.authorization;
  if (authorization === undefined || authorization.trim() === '') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  if (!token) throw new ShopError(401, SIGN_IN_AGAIN);
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenId: authTokens.id,
      scope: authTokens.scope,
      signInId: authTokens.signInId,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(users.status, 1),
      ),
    );
  if (!user) throw new ShopError(401, SIGN_IN_AGAIN);
  return user;
}

/** The signed-in user, or a 401 asking to sign in. */
export async function requireUser(db: Database, request: FastifyRequest): Promise<SignedInUser> {
  const user = await userFromBearer(db, request);
  if (!user) throw new ShopError(401, SIGN_IN_AGAIN);
  return user;
}

/** An active admin: 401 without a live token, 403 for a customer's. */
export async function requireAdmin(db: Database, request: FastifyRequest): Promise<SignedInUser> {
  const user = await requireUser(db, request);
  if (user.role !== 'admin') throw new ShopError(403, ACCOUNT_MESSAGES.notAllowed);
  return user;
}
