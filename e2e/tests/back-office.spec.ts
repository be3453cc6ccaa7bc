import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import {
  admin,
  expect,
  expectAccessibleAtBothWidths,
  ownClient,
  shopperPassword,
  signedInShopper,
  signIn,
  storedItem,
  test,
} from '../support/accounts.ts';
import { adminRequests, confirmStatusChange, openAdminScreen, signInAsAdmin } from '../support/back-office.ts';
import {
  addProductToCart,
  amountOf,
  cartDialog,
  findProductWithWeights,
  openProduct,
  paise,
  percentOf,
  rupeesOf,
} from '../support/shopper.ts';
import { newShopperPage } from '../support/test.ts';
import { formatRupees } from 'shared/format/rupees';

const couponsTable = (page: Page) => page.getByRole('main').getByRole('table');
const couponRow = (page: Page, code: string) => couponsTable(page).getByRole('row').filter({ hasText: code });

test.describe('the back office', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a shopper never downloads the admin remote, and an admin screen without the admin token leads home', async ({
    page,
    catalogue,
  }) => {
    const requested = adminRequests(page);
    const product = await findProductWithWeights(catalogue);
    for (const path of [paths.home, paths.products, paths.product(product.id), paths.myAccount, paths.contact]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.goto(paths.adminCoupons);
    await expect(page).toHaveURL(paths.home);
    expect(requested).toEqual([]);
  });

  test('a user the admin deactivates is signed out and cannot sign in again', async ({
    page,
    browser,
    baseURL,
    inbox,
  }) => {
    const customer = await newShopperPage(browser, { baseURL, extraHTTPHeaders: ownClient() });
    const email = await signedInShopper(customer, inbox, baseURL!, 'meera');

    await signInAsAdmin(page);
    await openAdminScreen(page, 'Users', 'Users');
    await page.getByRole('searchbox', { name: 'Search Users' }).fill(email);
    const row = page.getByRole('region', { name: 'Users table' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Change Status of ${email}` }).click();
    await confirmStatusChange(page);
    await expect(row).toContainText('Inactive');

    // Deactivation revoked the customer's tokens: their next call signs them out, and the password no longer opens.
    await customer.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await expect(customer).toHaveURL(paths.myAccount);
    const login = customer.getByRole('form', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Email address' }).fill(email);
    await login.getByLabel(/^Password( \*)?$/).fill(shopperPassword);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Invalid credentials!');
    expect(await storedItem(customer, 'token')).toBeNull();
    await customer.close();
  });

  test('a coupon created in the back office applies in the cart, and no longer once deactivated', async ({
    page,
    catalogue,
  }) => {
    const requested = adminRequests(page);
    await signIn(page, admin.email, admin.password);
    expect(await storedItem(page, 'a_token')).toBeTruthy();
    expect(requested, 'the dashboard does not load the admin remote').toEqual([]);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Coupon' })).toBeVisible();
    await expect(couponRow(page, 'HEALTH10')).toBeVisible();
    expect(requested.length, 'the admin remote loads for the admin').toBeGreaterThan(0);
    await expectAccessibleAtBothWidths(page);

    // A new 20 % coupon, valid from yesterday for a month.
    const code = `E2E${String(Date.now()).slice(-5)}`;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: '+ New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Coupon' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Coupon code is required.');
    await expectAccessibleAtBothWidths(page);
    await dialog.getByRole('textbox', { name: 'Coupon Code' }).pressSequentially(`${code.toLowerCase()}-!`);
    await expect(dialog.getByRole('textbox', { name: 'Coupon Code' })).toHaveValue(code);
    await dialog.getByLabel(/^Start Date/).fill(day(-1));
    await dialog.getByLabel(/^End Date/).fill(day(30));
    await dialog.getByRole('spinbutton', { name: 'Discount' }).fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coupon saved successfully!' })).toBeVisible();
    await expect(couponRow(page, code)).toContainText('Active');

    // A shopper's cart takes it: 20 % off.
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await openProduct(page, product);
    await addProductToCart(page, product, price);
    const cart = cartDialog(page);
    await cart.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await cart.getByRole('button', { name: 'Apply' }).click();
    const subtotal = paise(price.discounted_price);
    await expect(amountOf(cart, `Coupon (${code})`)).toHaveText(`−${formatRupees(rupeesOf(percentOf(subtotal, 20)))}`);
    await cart.getByRole('button', { name: 'Close cart' }).click();

    // Deactivated in the back office, it no longer applies.
    await page.goto(paths.adminCoupons);
    await couponRow(page, code)
      .getByRole('button', { name: /Change Status/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Status Change' });
    await expectAccessibleAtBothWidths(page);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(couponRow(page, code)).toContainText('Inactive');

    const refused = await page.request.post('/api/cart/apply-coupon', {
      headers: { 'X-session-id': (await page.evaluate(() => window.sessionStorage.getItem('session_id')))! },
      data: { coupon_code: code },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
  });
});
