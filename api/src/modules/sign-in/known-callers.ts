import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { knownCallers } from '../../db/schema.ts';

/** How long an address stays known to an account after its last successful sign-in from there. */
export const KNOWN_CALLER_LIFETIME_MS = 90 * 24 * 3_600_000;

/** The eight groups of an IPv6 address, without the zone and with `::` filled in. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  if (tail === undefined) return front;
  const back = tail ? tail.split(':') : [];
  return [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
}

/**
 * The network an address stands for: an IPv4 address itself (an IPv4-mapped IPv6 one too), an IPv6 address's /64,
 * since a device changes the rest of it every day or so.
 */
export function callerNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Stored hashed with the account's id: a copy of the table lists no addresses at a glance. */
const callerHash = (userId: number, address: string) =>
  createHash('sha256')
    .update(`${userId} ${callerNetwork(address)}`)
    .digest('base64url');

/** Whether this address has signed in to the account within the lifetime. */
export async function isKnownCaller(db: Database, userId: number, address: string): Promise<boolean> {
  const [known] = await db
    .select({ userId: knownCallers.userId })
    .from(knownCallers)
    .where(
      and(
        eq(knownCallers.userId, userId),
        eq(knownCallers.callerHash, callerHash(userId, address)),
        gt(knownCallers.expiresAt, new Date()),
      ),
    );
  return known !== undefined;
}

/** Remembers, after a successful sign-in, that this address signed in to the account. */
export async function rememberCaller(db: Database, userId: number, address: string): Promise<void> {
  const expiresAt = new Date(Date.now() + KNOWN_CALLER_LIFETIME_MS);
  await db
    .insert(knownCallers)
    .values({ userId, callerHash: callerHash(userId, address), expiresAt })
    .onConflictDoUpdate({ target: [knownCallers.userId, knownCallers.callerHash], set: { expiresAt } });
}

/** Forgets the addresses whose lifetime ended (the retention cleanup). */
export async function removeExpiredCallers(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(knownCallers)
    .where(lt(knownCallers.expiresAt, now))
    .returning({ userId: knownCallers.userId });
  return removed.length;
}
