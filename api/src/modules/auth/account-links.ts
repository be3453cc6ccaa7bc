import type { AccountSettings } from '../../config.ts';
import type { Database } from '../../db/open-database.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

/** The account pages a mailed link leads to (shared/config/routes.ts names the same paths for the shell). */
export type AccountPage = 'my-account' | 'reset-password' | 'create-password' | 'login-link';

/** `{SHOP_URL}/{shop}/e-commerce/{page}?token=…&email=…` */
export function accountPageLink(
  { shopUrl, shopSlug }: AccountSettings,
  page: AccountPage,
  query: Record<string, string> = {},
): string {
  const url = new URL(`${shopUrl}/${encodeURIComponent(shopSlug)}/e-commerce/${page}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The link an order mail carries so a guest can claim their orders: create-password with a single-use,
 * expiring token for that e-mail. Setting the password through it attaches every order placed with the e-mail.
 */
export async function claimOrdersLink(db: Database, settings: AccountSettings, email: string): Promise<string> {
  const token = await issueOneTimeToken(db, { purpose: 'claim-orders', email });
  return accountPageLink(settings, 'create-password', { token, email });
}

/** The page of one order, which the session that placed it (or its owner, signed in) can open. */
export function orderPageLink({ shopUrl, shopSlug }: AccountSettings, orderId: number): string {
  return new URL(`${shopUrl}/${encodeURIComponent(shopSlug)}/e-commerce/order-received/${orderId}`).toString();
}

/** The confirmation link: the API confirms the address and sends the browser on to the login page. */
export function confirmEmailLink({ shopUrl }: AccountSettings, token: string, email: string): string {
  const url = new URL(`${shopUrl}/api/confirm-email`);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}
