import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../scripts/testing/smtp-catcher.ts';
import type { ShopProcess } from '../../scripts/testing/shop-process.ts';
import { startShop } from './servers.ts';
import type { Address } from './shopper.ts';
import { expect, expectAccessible, test as base } from './test.ts';

/** The first admin the shop creates at its first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const admin = { email: 'owner@healthy-grains.test', password: 'Owner#Grains2026' };

interface AccountShop {
  shop: ShopProcess;
  inbox: SmtpCatcher;
}

let clients = 0;

/**
 * A client address of its own (TEST-NET-2), as the proxy in front of a shop passes it on: the shop's
 * per-client limits (10 sign-ins in 10 minutes) then count each test's shoppers apart, as they count real
 * shoppers, instead of every sign-in of the run as one client's.
 */
export const ownClient = () => ({ 'X-Forwarded-For': `198.51.100.${(clients++ % 254) + 1}` });

/**
 * Tests against a shop of their own whose mail goes to a real SMTP server the test starts, so a test can open
 * the links the shop mails. `page`, `request` and the catalogue all talk to that shop, as a client of their own.
 */
export const test = base.extend<{ inbox: SmtpCatcher }, { accountShop: AccountShop }>({
  accountShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const inbox = await startSmtpCatcher();
      const shop = await startShop({
        env: {
          SMTP_URL: inbox.url,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          TRUST_PROXY: '127.0.0.1',
          // cash on delivery offered too, so a test can place an order paid on delivery
          COD_ENABLED: 'true',
        },
      });
      await use({ shop, inbox });
      await shop.stop();
      await inbox.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ accountShop }, use) => use(accountShop.shop.baseURL),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  extraHTTPHeaders: async ({}, use) => use(ownClient()),
  inbox: async ({ accountShop }, use) => use(accountShop.inbox),
});

/** A fresh e-mail address for one test, so tests never share an account. */
export const newEmail = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.in`;

/** The one mail to `address` whose subject contains `subject`, once it has arrived. */
export async function mailTo(inbox: SmtpCatcher, address: string, subject: string): Promise<CaughtMail> {
  const matching = () =>
    inbox.mails.filter((mail) => mail.envelope.to.includes(address) && mail.parsed.subject?.includes(subject));
  await expect.poll(() => matching().length, { message: `a mail to ${address} about "${subject}"` }).toBe(1);
  return matching()[0]!;
}

/** The link of a mail that leads back to the shop at `baseURL` (a confirmation, reset or claim link). */
export function shopLinkIn(mail: CaughtMail, baseURL: string): string {
  const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((candidate) => candidate.startsWith(baseURL));
  expect(link, `a link to ${baseURL} in "${mail.parsed.subject}"`).toBeTruthy();
  return link!;
}

/** Signs in on the login page and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(paths.myAccount);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByLabel(/^Password( \*)?$/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('status')).toHaveText('Login successful!');
  await expect(page).toHaveURL(paths.dashboard);
}

/** Fills and sends the register form. */
export async function register(page: Page, email: string, password: string, confirmation = password) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByLabel(/^Password( \*)?$/).fill(password);
  await form.getByLabel(/^Confirm Password( \*)?$/).fill(confirmation);
  await form.getByRole('button', { name: 'Register' }).click();
}

/** Fills and sends a set-password form (reset or create) opened from a mailed link. */
export async function setNewPassword(page: Page, formName: string, password: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel(/^New Password( \*)?$/).fill(password);
  await form.getByLabel(/^Confirm Password( \*)?$/).fill(password);
  await form.getByRole('button').click();
}

/** What the page keeps in local storage under `key` (token, a_token, user). */
/** The password of the shoppers the tests register. */
export const shopperPassword = 'Millet#2026';

/** A shopper with a confirmed account, signed in on `page`; resolves to the account's e-mail. */
export async function signedInShopper(page: Page, inbox: SmtpCatcher, baseURL: string, name: string) {
  const email = newEmail(name);
  const registered = await page.request.post('/api/registration-mail', { data: { email, password: shopperPassword } });
  expect(registered.ok()).toBe(true);
  await page.goto(shopLinkIn(await mailTo(inbox, email, 'Confirm your e-mail'), baseURL));
  await signIn(page, email, shopperPassword);
  return email;
}

/** Fills the account's edit screen of the billing or shipping address and saves it. */
export async function fillSavedAddress(page: Page, type: 'billing' | 'shipping', address: Address) {
  await page.goto(paths.editAddress(type));
  const form = page.getByRole('form', { name: type === 'billing' ? 'Billing address' : 'Shipping address' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(address.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(address.lastName);
  await form.getByRole('textbox', { name: 'Address' }).fill(address.address);
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: address.state });
  await form.getByRole('textbox', { name: 'City' }).fill(address.city);
  await form.getByRole('textbox', { name: 'Pincode' }).fill(address.pincode);
  await form.getByRole('textbox', { name: 'Contact No.' }).fill(address.contactNo ?? '');
  await form.getByRole('button', { name: `Save ${type} address` }).click();
  return form;
}

/** The row of an order in the account's orders table. */
export const orderRow = (page: Page, orderNumber: string) =>
  page.getByRole('region', { name: 'Orders table' }).getByRole('row').filter({ hasText: orderNumber });

export const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

export const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 720 };

/** axe at a desktop width and at a phone's, as the page is now; the desktop size is restored. */
export async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(desktop);
  await expectAccessible(page);
  await page.setViewportSize(phone);
  await expectAccessible(page);
  await page.setViewportSize(desktop);
}

export { expect };
