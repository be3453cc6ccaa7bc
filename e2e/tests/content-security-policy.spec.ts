import type { Page } from '@playwright/test';
import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { expect, orderRow, signedInShopper, test } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/back-office.ts';
import { startShopWithRemoteElsewhere } from '../support/servers.ts';
import {
  checkoutWith,
  confirmAndOpenPayment,
  fillCheckoutAddress,
  findProductWithWeights,
  payInSandbox,
  shopperAddress,
} from '../support/shopper.ts';

/**
 * Every page of the shop under its Content-Security-Policy: the browser reports anything the policy blocks (a
 * script, a style, a frame, a request) as a `securitypolicyviolation` event and a console error; either fails.
 */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  void page.exposeFunction('reportCspViolation', (report: string) => seen.push(report));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (report: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  return seen;
}

/** Opens `path` and waits for its page (its heading shown, no region left with its retry), blocked by nothing. */
async function visit(page: Page, path: string, violations: string[]) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  expect(violations, path).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByText('This part of the shop could not be loaded.'), path).toHaveCount(0);
}

const storefront = [
  paths.home,
  paths.products,
  paths.product(1),
  paths.combo(1),
  paths.about,
  paths.faqs,
  paths.returnPolicy,
  paths.privacy,
  paths.terms,
  paths.blogs,
  paths.article(blogArticles[0]!.slug),
  '/no-such-page',
];
const signedOut = [
  paths.myAccount,
  paths.register,
  paths.lostPassword,
  paths.resetPassword,
  paths.createPassword,
  paths.loginLink,
];
const account = [paths.dashboard, paths.orders, paths.address, paths.editAddress('billing'), paths.accountForm];
const backOffice = [
  paths.adminProducts,
  paths.adminProductCreate,
  paths.adminProductUpdate(1),
  paths.adminCombos,
  paths.adminComboCreate,
  paths.adminCoupons,
  paths.adminUsers,
  paths.adminOrders,
];

test.describe('the Content-Security-Policy blocks nothing the shop needs', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the storefront, the splash, the contact map and the account pages before signing in', async ({ page }) => {
    const violations = cspViolations(page);
    await page.goto(paths.splash);
    for (const path of [...storefront, ...signedOut]) await visit(page, path, violations);
    await visit(page, paths.contact, violations);
    const map = page.locator('iframe[src^="https://www.openstreetmap.org/"]');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('API');
    expect(violations).toEqual([]);
  });

  test('a sandbox payment, the shopper account with its order, and the back office', async ({
    page,
    inbox,
    baseURL,
    catalogue,
  }) => {
    const violations = cspViolations(page);
    await signedInShopper(page, inbox, baseURL!, 'csp');
    const product = await findProductWithWeights(catalogue);
    await checkoutWith(page, product, product.prices[0]!);
    await fillCheckoutAddress(page, shopperAddress);
    const orderNumber = await confirmAndOpenPayment(page);
    await payInSandbox(page);
    for (const path of account) await visit(page, path, violations);
    await visit(page, paths.orders, violations);
    await orderRow(page, orderNumber).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/orders_detail\/\d+$/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    await page.evaluate(() => window.localStorage.clear());
    await signInAsAdmin(page);
    for (const path of backOffice) await visit(page, path, violations);
    await page.getByRole('link', { name: orderNumber }).first().click();
    await expect(page).toHaveURL(/\/manage-orders\/\d+$/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a remote served from another origin loads under the policy that follows the remotes map', async ({ page }) => {
    const violations = cspViolations(page);
    const elsewhere = await startShopWithRemoteElsewhere('mfe_content');
    try {
      const remotes = await page.request.get(`${elsewhere.shop.baseURL}/remotes.json`);
      const { origin } = new URL(((await remotes.json()) as Record<string, string>).mfe_content!);
      expect(origin).not.toBe(new URL(elsewhere.shop.baseURL).origin);
      const response = await page.goto(`${elsewhere.shop.baseURL}${paths.faqs}`);
      expect(response?.headers()['content-security-policy']).toContain(origin);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the contact page from the remote elsewhere, in the browser, with its map
      await page.getByRole('link', { name: 'Contact Us', exact: true }).first().click();
      await expect(page).toHaveURL(`${elsewhere.shop.baseURL}${paths.contact}`);
      await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeAttached();
      await expect(page.getByText('This part of the shop could not be loaded.')).toHaveCount(0);
      expect(violations).toEqual([]);
    } finally {
      await elsewhere.stop();
    }
  });
});
