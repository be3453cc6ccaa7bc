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
import { expect, expectAccessible, expectChangeAfter, pauseClock, runClockUntil, test } from '../support/test.ts';

test.describe('checkout', () => {
  test("invalid forms show the form's messages, which clear; a failed payment keeps the window open, and closing it leads to the order", async ({
    page,
    catalogue,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
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

    // Nothing filled in: the message clears 3 s after the click. Its timer is set by the effects of the render that
    // shows it, which `expectChangeAfter` lets run before it moves the clock.
    await pauseClock(page);
    await confirm.click();
    await expect(message).toHaveText('Please fill all required fields.');
    await expectChangeAfter(page, 3_000, {
      before: () => expect(message).toHaveText('Please fill all required fields.'),
      after: () => expect(message).toBeHidden(),
    });

    // A bad e-mail address.
    await fillCheckoutForm(page, 'asha.rao@example', shopperAddress);
    await confirm.click();
    await expect(message).toHaveText('Please enter a valid email address.');
    // on a running clock: axe waits on timers
    await expectAccessible(page);

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

  test('with an empty cart the checkout route goes to the product list 0.5 s after the cart shows', async ({
    page,
  }) => {
    // The cart's answer is held until the page's clock has stopped. The route's timer is set by the effects of the
    // render that shows the cart: once the summary's totals replace "Loading", it has come.
    let answerCart!: () => void;
    const cartAnswered = new Promise<void>((resolve) => (answerCart = resolve));
    await page.route('**/api/cart', async (route) => {
      await cartAnswered;
      await route.continue();
    });
    const cartLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/cart' && response.request().method() === 'GET',
    );
    await page.clock.install();
    await page.goto(paths.checkout);
    await pauseClock(page);
    answerCart();
    expect(((await (await cartLoaded).json()) as { data: unknown[] }).data).toEqual([]);
    const totals = page.getByRole('complementary', { name: 'Order summary' }).getByText('Subtotal');
    await runClockUntil(page, () => totals.isVisible(), 'the empty cart shows');
    await expectChangeAfter(page, 500, {
      before: () => expect(page).toHaveURL(paths.checkout),
      after: () => expect(page).toHaveURL(paths.products),
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
