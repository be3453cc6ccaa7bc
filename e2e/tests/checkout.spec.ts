import { paths } from 'shared/config/routes';
import { formatRupees } from 'shared/format/rupees';
import {
  addProductToCart,
  afterAutomatic,
  cartDialog,
  checkoutField,
  checkoutForm,
  fillCheckoutForm,
  findProductWithWeights,
  openProduct,
  paise,
  rupeesOf,
  shopName,
  shopperAddress,
} from '../support/shopper.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test.describe('checkout', () => {
  test("invalid forms show the form's messages, which clear; a failed payment keeps the window open, and closing it leads to the order", async ({
    page,
    catalogue,
  }) => {
    test.setTimeout(60_000);
    const product = await findProductWithWeights(catalogue);
    const price = product.prices[0]!;
    await openProduct(page, product);
    await addProductToCart(page, product, price);
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(paths.checkout);

    const form = checkoutForm(page);
    const confirm = form.getByRole('button', { name: 'Confirm & Pay' });
    const message = form.getByRole('alert');
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(1);

    // Nothing filled in.
    await confirm.click();
    await expect(message).toHaveText('Please fill all required fields.');
    const shownAt = Date.now();
    await expectAccessible(page);
    await expect(message).toBeHidden({ timeout: 6_000 });
    const clearedAfter = Date.now() - shownAt;
    expect(clearedAfter, 'the message clears after about 3 s').toBeGreaterThanOrEqual(2_300);
    expect(clearedAfter).toBeLessThan(4_500);

    // A bad e-mail address.
    await fillCheckoutForm(page, 'asha.rao@example', shopperAddress);
    await confirm.click();
    await expect(message).toHaveText('Please enter a valid email address.');

    // A five-digit PIN code.
    await checkoutField(page, 'Email address').fill('asha.rao@example.com');
    await checkoutField(page, 'PIN code').fill('56004');
    await confirm.click();
    await expect(message).toHaveText('Please fill all required fields.');
    await expect(page).toHaveURL(paths.checkout);

    // "Return to Cart" opens the cart over the checkout.
    await form.getByRole('button', { name: 'Return to Cart' }).click();
    await expect(cartDialog(page).getByRole('listitem')).toHaveCount(1);
    await cartDialog(page).getByRole('button', { name: 'Close cart' }).click();
    await expect(cartDialog(page)).toBeHidden();

    // A valid form opens the payment window; "Fail" shows its failure and the window stays.
    await checkoutField(page, 'PIN code').fill(shopperAddress.pincode);
    await confirm.click();
    const paymentWindow = page.getByRole('dialog', { name: await shopName(page) });
    await expect(paymentWindow).toBeVisible();
    await expect(paymentWindow).toContainText(formatRupees(rupeesOf(afterAutomatic(paise(price.discounted_price)))));
    await paymentWindow.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(paymentWindow.getByRole('alert')).toHaveText('Payment failed. Try again or close this window.');
    await expect(paymentWindow).toBeVisible();
    await expect(paymentWindow.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
    await expectAccessible(page);

    // "Close" gives up on paying now: a guest is sent to the order's own page, where Pay opens the window again.
    await paymentWindow.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/order-received\/\d+$/);
    await expect(paymentWindow).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order is waiting for payment' })).toBeVisible();
  });

  test('with an empty cart the checkout route goes to the product list after about 0.5 s', async ({ page }) => {
    const cartLoaded = page
      .waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/cart' && response.request().method() === 'GET',
      )
      .then(async (response) => ({ at: Date.now(), cart: (await response.json()) as { data: unknown[] } }));
    await page.goto(paths.checkout);
    const { at: loadedAt, cart } = await cartLoaded;
    expect(cart.data).toEqual([]);
    await expect(page).toHaveURL(paths.products);
    const leftAfter = Date.now() - loadedAt;
    expect(leftAfter, 'leaves about 0.5 s after the empty cart loads').toBeGreaterThanOrEqual(300);
    expect(leftAfter).toBeLessThan(2_500);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
