import { paths } from 'shared/config/routes';
import {
  expect,
  expectAccessibleAtBothWidths,
  mailTo,
  orderRow,
  ownClient,
  signedInShopper,
  test,
} from '../support/accounts.ts';
import { confirmStatusChange, openAdminScreen, signInAsAdmin } from '../support/back-office.ts';
import {
  checkoutWith,
  confirmAndOpenPayment,
  fillCheckoutAddress,
  findProductWithWeights,
  lineName,
  payInSandbox,
  shopperAddress,
} from '../support/shopper.ts';
import { newShopperPage } from '../support/test.ts';

test.describe('orders in the back office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the admin finds a paid order, ships it, and the customer sees it shipped and is mailed', async ({
    page,
    browser,
    baseURL,
    inbox,
    catalogue,
  }) => {
    // A customer pays for an order.
    const customer = await newShopperPage(browser, { baseURL, extraHTTPHeaders: ownClient() });
    const email = await signedInShopper(customer, inbox, baseURL!, 'kavya');
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await checkoutWith(customer, product, price);
    await fillCheckoutAddress(customer, shopperAddress);
    const orderNumber = await confirmAndOpenPayment(customer);
    await payInSandbox(customer);

    // The admin finds it by the customer's e-mail among the paid orders.
    await signInAsAdmin(page);
    await page.goto(paths.adminCoupons);
    await openAdminScreen(page, 'Orders', 'Orders');
    await page.getByRole('combobox', { name: 'Payment status' }).selectOption('Paid');
    await page.getByRole('searchbox', { name: 'Search Orders' }).fill(email);
    const row = page.getByRole('main').getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText('Paid');
    // paid in the sandbox's window: no money was taken, and the back office says so
    await expect(row).toContainText('Test payment');
    await expectAccessibleAtBothWidths(page);
    await row.getByRole('link', { name: /View/ }).click();
    await expect(page).toHaveURL(/\/manage-orders\/\d+$/);

    // Its detail: items, contact, the billing address and the payment history; then it ships.
    const detail = page.getByRole('main');
    await expect(detail.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect(detail).toContainText(lineName(product, price));
    await expect(detail).toContainText(email);
    await expect(detail).toContainText(shopperAddress.address);
    await expect(detail).toContainText('Paid through the payment sandbox: no money was taken.');
    await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expectAccessibleAtBothWidths(page);
    await confirmStatusChange(page);
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

    // The customer is mailed, sees it shipped, and can no longer cancel it.
    await mailTo(inbox, email, `[TEST PAYMENT] Healthy Grains: your order ${orderNumber} has shipped`);
    await customer.goto(paths.orders);
    await expect(orderRow(customer, orderNumber)).toContainText('Shipped');
    await expect(
      orderRow(customer, orderNumber).getByRole('button', { name: `Cancel order ${orderNumber}` }),
    ).toHaveCount(0);
    await orderRow(customer, orderNumber)
      .getByRole('link', { name: `View order ${orderNumber}` })
      .click();
    await expect(customer.getByLabel('Order', { exact: true })).toContainText('Order StatusShipped');
    await customer.close();
  });
});
