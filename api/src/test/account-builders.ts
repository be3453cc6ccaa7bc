import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import type { LoginResponse } from 'shared/contracts/account';
import { mailOutbox } from '../db/schema.ts';
import { eventually } from './eventually.ts';
import { post } from './requests.ts';
import type { TestShop } from './test-shop.ts';

/** Builders of the account tests: a shopper who registered and confirmed, the mail they got, a sign-in. */

export const PASSWORD = 'Millet#2024';
export const NEW_PASSWORD = 'Ragi&Jowar99';

let counter = 0;
/** A fresh address each call, starting with a letter as the register form wants. */
export const newEmail = (name = 'shopper') => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.in`;

/** The newest mail kept in the outbox for an address (the test shops have no SMTP_URL). */
export async function lastMailTo(shop: TestShop, to: string) {
  const [mail] = await shop.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  assert.ok(mail, `no mail to ${to}`);
  return mail;
}

/** The link to an account page of the newest mail to an address, once it is queued: that happens after the answer. */
export async function mailedPageLink(shop: TestShop, email: string, page: 'reset-password' | 'login-link') {
  let link: URL | undefined;
  await eventually(async () => {
    link = linkIn((await lastMailTo(shop, email)).text);
    assert.ok(link.pathname.endsWith(`/${page}`), link.href);
  });
  return link!;
}

/** The link of the reset mail to an address, once it is queued. */
export const mailedResetLink = (shop: TestShop, email: string): Promise<URL> =>
  mailedPageLink(shop, email, 'reset-password');

/** The first link of a mail's text. */
export function linkIn(text: string): URL {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  assert.ok(link, `no link in: ${text}`);
  return new URL(link);
}

/** Follows the confirmation link of the newest mail to this address. */
export async function confirmByMail(shop: TestShop, email: string) {
  const link = linkIn((await lastMailTo(shop, email)).text);
  const response = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  assert.equal(response.statusCode, 303, response.body);
  return response;
}

export async function login(
  shop: TestShop,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<LoginResponse> {
  const response = await post(shop, '/api/login', { email, password }, headers);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** A customer who registered through the API and followed the confirmation link, signed in. */
export async function confirmedCustomer(shop: TestShop, { email = newEmail(), password = PASSWORD } = {}) {
  const registered = await post(shop, '/api/registration-mail', { email, password });
  assert.equal(registered.statusCode, 201, registered.body);
  await confirmByMail(shop, email);
  const signIn = await login(shop, email, password);
  return { email, password, token: signIn.token, user: signIn.user };
}
