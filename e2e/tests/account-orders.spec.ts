import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { formatRupees } from 'shared/format/rupees';
import {
  expect,
  expectAccessibleAtBothWidths,
  fillSavedAddress,
  mailTo,
  newEmail,
  orderRow,
  setNewPassword,
  shopLinkIn,
  shopperPassword,
  signedInShopper,
  signIn,
  test,
} from '../support/accounts.ts';
import {
  checkoutForm,
  checkoutWith,
  confirmAndOpenPayment,
  fillCheckoutForm,
  findProductWithWeights,
  lineName,
  payInSandbox,
  paymentWindow,
  shopName,
  shopperAddress,
} from '../support/shopper.ts';

/** A shipping address apart from the shopper's billing one. */
const puneAddress = {
  firstName: 'Ravi',
  lastName: 'Rao',
  address: '4 Ragi Lane, Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411038',
};

test.describe('orders in the account', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a customer with a different saved shipping address gets it by default', async ({
    page,
    inbox,
    baseURL,
    catalogue,
  }) => {
    await signedInShopper(page, inbox, baseURL!, 'meera');
    await expect(await fillSavedAddress(page, 'billing', shopperAddress)).toBeHidden();
    await expect(page).toHaveURL(paths.address);
    await expect(await fillSavedAddress(page, 'shipping', puneAddress)).toBeHidden();
    await expect(page).toHaveURL(paths.address);

    const product = await findProductWithWeights(catalogue);
    await checkoutWith(page, product, product.prices[0]!);
    const checkout = checkoutForm(page);
    await expect(checkout.getByRole('checkbox', { name: 'Same as billing address' })).not.toBeChecked();
    await expect(checkout.getByRole('button', { name: 'Edit shipping address' })).toBeVisible();
    await expect(checkout).toContainText(puneAddress.address);
    await expect(checkout.getByRole('textbox', { name: 'City' })).toHaveCount(0);

    const orderNumber = await confirmAndOpenPayment(page);
    await paymentWindow(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(paths.orders);
    await orderRow(page, orderNumber)
      .getByRole('link', { name: `View order ${orderNumber}` })
      .click();
    const shipTo = page.getByRole('region', { name: `${shopperAddress.firstName} ${shopperAddress.lastName}` });
    await expect(shipTo).toContainText(puneAddress.address);
    await expect(shipTo).toContainText(`${puneAddress.city}, ${puneAddress.state}`);
    await expect(shipTo).toContainText(puneAddress.pincode);
    await expect(shipTo).not.toContainText(shopperAddress.address);
  });

  test('a guest pays, gets the confirmation mail, claims the order through its link and sees it in Orders', async ({
    page,
    inbox,
    baseURL,
    catalogue,
  }) => {
    const email = newEmail('guest');
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await checkoutWith(page, product, price);
    await fillCheckoutForm(page, email, shopperAddress);
    const orderNumber = await confirmAndOpenPayment(page);
    expect(await shopName(page)).toBe('Healthy Grains');
    await payInSandbox(page);

    // Exactly one confirmation, naming the order, its items, totals and shipping address.
    const mail = await mailTo(inbox, email, `your order ${orderNumber} is confirmed`);
    const text = mail.parsed.text ?? '';
    expect(text).toContain(`Thank you for your order ${orderNumber}. We have received your payment.`);
    expect(text).toContain(lineName(product, price));
    expect(text).toMatch(/Total: ₹/);
    for (const part of [shopperAddress.address, shopperAddress.city, shopperAddress.pincode])
      expect(text).toContain(part);

    // The claim link: create a password, then sign in and see the order.
    await page.goto(shopLinkIn(mail, baseURL!));
    await expect(page.getByRole('heading', { level: 1, name: 'Create Password' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await setNewPassword(page, 'Create Password', shopperPassword);
    await expect(page.getByRole('status').filter({ hasText: 'Password created successfully!' })).toBeVisible();
    await expect(page).toHaveURL(paths.myAccount);
    await signIn(page, email, shopperPassword);
    // the account starts with the name the guest gave at checkout
    await expect(page.getByText(`Hello ${shopperAddress.firstName}!`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    const row = orderRow(page, orderNumber);
    await expect(row).toContainText('Paid');
    // A paid guest order is neither paid again nor cancelled here (cancelling is for user-type orders only).
    await expect(row.getByRole('button')).toHaveCount(0);
    await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
    await expect(page).toHaveURL(/\/orders_detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(lineName(product, price));
    await expectAccessibleAtBothWidths(page);
  });

  test('a saved address prefills checkout; a pending order is paid from Orders in the sandbox window and another is cancelled', async ({
    page,
    inbox,
    baseURL,
    catalogue,
  }) => {
    const email = await signedInShopper(page, inbox, baseURL!, 'nisha');

    // Addresses: none saved yet; the billing address is edited and saved.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
    await expect(page.getByText('The following addresses will be used on the checkout page by default.')).toBeVisible();
    await expect(page.getByText('You have not set up this type of address yet.')).toHaveCount(2);
    await expectAccessibleAtBothWidths(page);
    await page.getByRole('link', { name: 'Edit Billing address' }).click();
    await expect(page).toHaveURL(paths.editAddress('billing'));
    const form = page.getByRole('form', { name: 'Billing address' });
    await form.getByRole('button', { name: 'Save billing address' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    await form.getByRole('textbox', { name: 'First Name' }).fill(shopperAddress.firstName);
    await form.getByRole('textbox', { name: 'Last Name' }).fill(shopperAddress.lastName);
    await form.getByRole('textbox', { name: 'Address' }).fill(shopperAddress.address);
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
    await form.getByRole('combobox', { name: 'State' }).selectOption({ label: shopperAddress.state });
    await form.getByRole('textbox', { name: 'City' }).fill(shopperAddress.city);
    await form.getByRole('textbox', { name: 'Pincode' }).fill(shopperAddress.pincode);
    await form.getByRole('textbox', { name: 'Contact No.' }).fill(shopperAddress.contactNo!);
    await form.getByRole('button', { name: 'Save billing address' }).click();
    await expect(form.getByRole('status')).toHaveText('Billing address updated!');
    await expect(page).toHaveURL(paths.address);
    await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(shopperAddress.address);

    // Checkout shows it read-only with Edit, and the account's e-mail.
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await checkoutWith(page, product, price);
    const checkout = checkoutForm(page);
    await expect(checkout.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await expect(checkout.getByRole('button', { name: 'Edit billing address' })).toBeVisible();
    await expect(checkout).toContainText(shopperAddress.address);
    await expect(checkout.getByRole('textbox', { name: 'First name' })).toHaveCount(0);

    // Two orders left unpaid: the payment window is closed, which leads to the orders.
    const toPay = await confirmAndOpenPayment(page);
    await paymentWindow(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(paths.orders);
    await checkoutWith(page, product, price);
    const toCancel = await confirmAndOpenPayment(page);
    await paymentWindow(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(paths.orders);

    await expect(orderRow(page, toPay)).toContainText('Pending');
    await expect(orderRow(page, toCancel)).toContainText('Pending');
    await expectAccessibleAtBothWidths(page);

    // Pay: "Retry Order Payment" in the sandbox window, at the order's total.
    await orderRow(page, toPay)
      .getByRole('button', { name: `Pay order ${toPay}` })
      .click();
    const retry = paymentWindow(page);
    await expect(retry).toContainText('Retry Order Payment');
    await expect(retry).toContainText(formatRupees(Number((await orderTotal(page, toPay)).toFixed(2))));
    await retry.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment Verified!' })).toBeVisible();
    await expect(orderRow(page, toPay)).toContainText('Paid');
    await expect(orderRow(page, toPay).getByRole('button', { name: `Pay order ${toPay}` })).toHaveCount(0);

    // Cancel the other: asked first, then the list reloads.
    await orderRow(page, toCancel)
      .getByRole('button', { name: `Cancel order ${toCancel}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${toCancel}?` });
    await expectAccessibleAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order has been canceled.' })).toBeVisible();
    await expect(orderRow(page, toCancel)).toContainText('Cancelled');
    await expect(orderRow(page, toCancel).getByRole('button')).toHaveCount(0);

    await orderRow(page, toCancel)
      .getByRole('link', { name: `View order ${toCancel}` })
      .click();
    await expect(page.getByText('Order Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    // Only the paid order was confirmed by mail.
    await mailTo(inbox, email, `your order ${toPay} is confirmed`);
    expect(inbox.mails.some((mail) => mail.parsed.subject?.includes(toCancel))).toBe(false);
  });

  test('the account form checks the current password with the server and changes the password', async ({
    page,
    inbox,
    baseURL,
  }) => {
    const email = await signedInShopper(page, inbox, baseURL!, 'arjun');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Details' }).click();
    await expect(page).toHaveURL(paths.accountForm);
    const form = page.getByRole('form', { name: 'Account details' });
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await expectAccessibleAtBothWidths(page);

    await form.getByRole('textbox', { name: 'First Name' }).fill('Arjun');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Menon');
    await form.getByLabel(/^Current password/).fill('Wrong#Pass1');
    await form.getByLabel(/^New password/).fill('Ragi#Malt2026');
    await form.getByLabel(/^Confirm new password/).fill('Ragi#Malt2026');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid current password');

    await form.getByLabel(/^Current password/).fill(shopperPassword);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Account updated successfully!');

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Hello Arjun!')).toBeVisible();
  });
});

/** An order's total as the orders API answers it, in rupees. */
async function orderTotal(page: Page, orderNumber: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { order_number: string; final_total: number }[] };
  return data.find((order) => order.order_number === orderNumber)!.final_total;
}
