import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { formatRupees } from 'shared/format/rupees';
import { expect, expectAccessibleAtBothWidths, mailTo, newEmail, test } from '../support/accounts.ts';
import {
  checkoutForm,
  checkoutWith,
  confirmAndOpenPayment,
  fillCheckoutForm,
  findProductWithWeights,
  lineName,
  nextCheckoutResponse,
  paymentWindow,
  shopperAddress,
} from '../support/shopper.ts';

/** Where the order page's screenshots go, to be looked at: a phone's width and a desktop's. */
const SHOTS = '/tmp/shots-pay';
const sizes = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

/** Screenshots of the whole page at both sizes, after checking nothing is wider than the screen. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing is wider than the ${size}'s screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(sizes.desktop);
}

const orderFacts = (page: Page) => page.getByLabel('Order', { exact: true });

test.describe("the order's page", () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest who closes the payment window sees the order, pays it later, and sees the confirmation with its number', async ({
    page,
    browser,
    inbox,
    catalogue,
  }) => {
    const email = newEmail('later');
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await checkoutWith(page, product, price);
    await fillCheckoutForm(page, email, shopperAddress);
    const placed = nextCheckoutResponse(page);
    const orderNumber = await confirmAndOpenPayment(page);
    const { data } = (await (await placed).json()) as { data: { id: number; final_total: number } };

    // Closing the window leads at once to the order, not to a sign-in page.
    await paymentWindow(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(paths.orderReceived(data.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Your order is waiting for payment' })).toBeVisible();
    await expect(orderFacts(page)).toContainText(orderNumber);
    const total = formatRupees(data.final_total);
    await expect(orderFacts(page)).toContainText(total);
    await expect(page.getByRole('cell', { name: lineName(product, price) })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await shoot(page, 'pending');

    // Another browser, with a session of its own, finds no such order.
    const stranger = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await stranger.goto(paths.orderReceived(data.id));
    await expect(stranger.getByRole('alert')).toHaveText('Order not found.');
    await expect(stranger.getByText(orderNumber)).toHaveCount(0);
    await stranger.close();

    // Later: the page is still there, and Pay opens the payment window again.
    await page.reload();
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(paymentWindow(page)).toContainText(total);
    await paymentWindow(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Payment Verified!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(orderFacts(page)).toContainText(orderNumber);
    await expect(page.getByText(`A confirmation e-mail is on its way to ${email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
    await shoot(page, 'confirmed');

    await mailTo(inbox, email, `your order ${orderNumber} is confirmed`);
  });

  test('cash on delivery: "Order Placed Successfully", then the confirmation with the order number', async ({
    page,
    catalogue,
  }) => {
    const email = newEmail('cod');
    const product = await findProductWithWeights(catalogue);
    await checkoutWith(page, product, product.prices[0]!);
    await fillCheckoutForm(page, email, shopperAddress);
    await checkoutForm(page).getByRole('radio', { name: 'Cash on delivery' }).check();
    const placed = nextCheckoutResponse(page);
    await checkoutForm(page).getByRole('button', { name: 'Confirm & Pay' }).click();
    const { data } = (await (await placed).json()) as { data: { id: number; order_number: string } };
    await expect(page.getByRole('alert').filter({ hasText: 'Order Placed Successfully' })).toBeVisible();
    await expect(page).toHaveURL(paths.orderReceived(data.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(orderFacts(page)).toContainText(data.order_number);
    await expect(page.getByText(/you pay on delivery\. A confirmation e-mail is on its way to/)).toContainText(email);
    await shoot(page, 'cash-on-delivery');
  });
});
