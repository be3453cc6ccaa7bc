import { paths } from 'shared/config/routes';
import type { CheckoutResponse } from 'shared/contracts/checkout';
import { formatRupees } from 'shared/format/rupees';
import {
  addProductToCart,
  afterAutomatic,
  amountOf,
  automaticCoupon,
  cartDialog,
  cartLine,
  checkoutForm,
  expectSameDocument,
  expectTotals,
  fillCheckoutForm,
  findProductWithWeights,
  floatingCartButton,
  lineName,
  markDocument,
  nextCheckoutResponse,
  openProduct,
  paise,
  percentOf,
  rupeesOf,
  serverCart,
  sessionIdOf,
  shopName,
  shopperAddress,
} from '../support/shopper.ts';
import { expect, expectAccessible, expectChangeAfter, pauseClock, test } from '../support/test.ts';

test.describe('cart and purchase', () => {
  test('no cart code loads until the shopper reaches for the cart; its button then opens "Your Cart"', async ({
    page,
  }) => {
    const cartCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe/mfe-cart-checkout/')) cartCode.push(request.url());
    });
    await page.goto(paths.home);
    await page.waitForTimeout(1500);
    expect(cartCode, 'cart code before the shopper asked').toEqual([]);

    await floatingCartButton(page).click();
    await expect(cartDialog(page)).toBeVisible();
    expect(cartCode.length).toBeGreaterThan(0);
  });

  test('a guest fills the cart from a product and a combo, changes it, uses coupons and pays online', async ({
    page,
    catalogue,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const product = await findProductWithWeights(catalogue);
    const [firstWeight, chosenWeight] = product.prices as [(typeof product.prices)[0], (typeof product.prices)[0]];
    const combo = catalogue.combos[0];
    expect(combo, 'the seed has a combo').toBeDefined();
    const dialog = cartDialog(page);

    // The product, first at its first weight (the line removed later), then at the chosen one.
    await openProduct(page, product);
    await addProductToCart(page, product, firstWeight);
    // The shop's automatic coupon applies itself when the cart opens.
    await expect(amountOf(dialog, automaticCoupon.label)).toBeVisible();
    await expectTotals(dialog, {
      subtotal: paise(firstWeight.discounted_price),
      total: afterAutomatic(paise(firstWeight.discounted_price)),
    });
    // no message (each quantity field keeps an empty live region for its hint)
    await expect(dialog.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close cart' }).click();
    await expect(dialog).toBeHidden();

    const chosenLine = await addProductToCart(page, product, chosenWeight);
    await expect(cartLine(page, lineName(product, firstWeight))).toBeVisible();
    await dialog.getByRole('button', { name: 'Close cart' }).click();

    // The combo: its line has the combo's name and price.
    await page.goto(paths.combo(combo!.id));
    await expect(page.getByRole('heading', { level: 1, name: combo!.name })).toBeVisible();
    await markDocument(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const comboLine = cartLine(page, combo!.name);
    await expect(comboLine).toBeVisible();
    await expect(comboLine).toContainText(formatRupees(combo!.combo_price));
    await expectSameDocument(page);
    const first = paise(firstWeight.discounted_price);
    const chosen = paise(chosenWeight.discounted_price);
    const comboPrice = paise(combo!.combo_price);
    await expectTotals(dialog, {
      subtotal: first + chosen + comboPrice,
      total: afterAutomatic(first + chosen + comboPrice),
    });

    // Quantities: the totals follow price × quantity.
    await chosenLine.getByRole('textbox', { name: `Quantity of ${lineName(product, chosenWeight)}` }).fill('3');
    await expectTotals(dialog, {
      subtotal: first + 3 * chosen + comboPrice,
      total: afterAutomatic(first + 3 * chosen + comboPrice),
    });
    await comboLine.getByRole('textbox', { name: `Quantity of ${combo!.name}` }).fill('2');
    await expectTotals(dialog, {
      subtotal: first + 3 * chosen + 2 * comboPrice,
      total: afterAutomatic(first + 3 * chosen + 2 * comboPrice),
    });

    // Removing a line: it goes, and so does its price.
    await dialog.getByRole('button', { name: `Remove ${lineName(product, firstWeight)}`, exact: true }).click();
    await expect(cartLine(page, lineName(product, firstWeight))).toHaveCount(0);
    const subtotal = 3 * chosen + 2 * comboPrice;
    await expectTotals(dialog, { subtotal, total: afterAutomatic(subtotal) });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);

    // Promo codes: empty, expired (answered as a code that does not exist), then HEALTH10.
    const promo = dialog.getByRole('textbox', { name: 'Promo code' });
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await apply.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a promocode.');
    await promo.fill('monsoon5');
    await expect(promo).toHaveValue('MONSOON5');
    await apply.click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid coupon code.');
    await expect(amountOf(dialog, 'Coupon (MONSOON5)')).toHaveCount(0);
    await expect(amountOf(dialog, automaticCoupon.label)).toBeVisible();

    await promo.fill('HEALTH10');
    await apply.click();
    const discount = percentOf(subtotal, 10);
    const total = subtotal - discount;
    await expect(amountOf(dialog, 'Coupon (HEALTH10)')).toHaveText(`−${formatRupees(rupeesOf(discount))}`);
    await expect(amountOf(dialog, automaticCoupon.label), 'a code replaces the automatic coupon').toHaveCount(0);
    await expectTotals(dialog, { subtotal, total });
    await expectAccessible(page);

    // Checkout: the summary has the cart's lines and totals.
    await dialog.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(paths.checkout);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('listitem')).toHaveText([
      new RegExp(`${escape(lineName(product, chosenWeight))} × 3`),
      new RegExp(`${escape(combo!.name)} × 2`),
    ]);
    await expectTotals(summary, { subtotal, total });
    await expect(amountOf(summary, 'Coupon (HEALTH10)')).toHaveText(`−${formatRupees(rupeesOf(discount))}`);

    const form = checkoutForm(page);
    await expect(form.getByRole('combobox', { name: 'Country' }).locator('option:checked')).toHaveText('India');
    await expect(form.getByRole('checkbox', { name: 'Same as billing address' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Pay online' })).toBeChecked();
    await fillCheckoutForm(page, 'asha.rao@example.com', shopperAddress);
    await expectAccessible(page);

    // Confirm & Pay: the order is placed at the cart's total, then the sandbox payment window opens.
    const placed = nextCheckoutResponse(page);
    await form.getByRole('button', { name: 'Confirm & Pay' }).click();
    const checkout = (await (await placed).json()) as CheckoutResponse;
    expect(checkout.status).toBe(true);
    expect(paise(checkout.data.final_total), 'the order total is the cart total').toBe(total);

    const paymentWindow = page.getByRole('dialog', { name: await shopName(page) });
    await expect(paymentWindow).toBeVisible();
    await expect(paymentWindow).toContainText(formatRupees(rupeesOf(total)));
    await expectAccessible(page);

    // Pay: "Payment Verified!", then the order's page 1 s later. The verification's answer shows the message in the
    // render whose effects set the timer.
    await pauseClock(page);
    await paymentWindow.getByRole('button', { name: 'Pay', exact: true }).click();
    const verified = page.getByRole('alert').filter({ hasText: 'Payment Verified!' });
    await expect(verified).toBeVisible();
    await expect(paymentWindow).toBeHidden();
    await expectChangeAfter(page, 1_000, {
      before: () => expect(page).toHaveURL(paths.checkout),
      after: () => expect(page).toHaveURL(paths.orderReceived(checkout.data.id)),
    });
    // which confirms it with its number
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByLabel('Order', { exact: true })).toContainText(checkout.data.order_number);

    // The API agrees the order is paid: it will not open another payment for it.
    const again = await page.request.post('/api/payment/create-order', {
      headers: { 'X-session-id': await sessionIdOf(page) },
      data: { id: checkout.data.id, amount: total, currency: 'INR', receipt: 1 },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('This order is already paid.');

    // And the cart is empty.
    await floatingCartButton(page).click();
    await expect(dialog.getByText('No products in your cart.')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
  });

  test('the cart quantity is clamped to 999 and a cleared quantity becomes 1', async ({ page, catalogue }) => {
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    const unit = paise(price.discounted_price);
    await openProduct(page, product);
    const line = await addProductToCart(page, product, price);
    const dialog = cartDialog(page);
    const quantity = line.getByRole('textbox', { name: `Quantity of ${lineName(product, price)}` });

    await quantity.fill('');
    await quantity.pressSequentially('1200');
    await expect(quantity).toHaveValue('999');
    await expectTotals(dialog, { subtotal: 999 * unit, total: afterAutomatic(999 * unit) });
    await expect.poll(async () => paise((await serverCart(page)).final_total)).toBe(afterAutomatic(999 * unit));

    await quantity.fill('');
    await expect(quantity).toHaveValue('');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await expectTotals(dialog, { subtotal: unit, total: afterAutomatic(unit) });
    await expect.poll(async () => (await serverCart(page)).data.map((cartLine) => cartLine.qty)).toEqual([1]);
  });

  test('a tab whose session the server refuses gets a new one, and after the reload the cart works', async ({
    page,
    catalogue,
  }) => {
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await openProduct(page, product);
    const issued = await sessionIdOf(page);
    const refused = `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`;
    await page.evaluate((id) => window.sessionStorage.setItem('session_id', id), refused);
    await page.reload();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Your session has expired. Please reload the page.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('session_id'))).not.toBe(refused);

    await page.reload();
    await addProductToCart(page, product, price);
    expect((await serverCart(page)).data).toHaveLength(1);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
