import type { Locator, Page } from '@playwright/test';
import type { Product, ProductPrice } from 'shared/contracts/catalog';
import { paths } from 'shared/config/routes';
import { formatRupees } from 'shared/format/rupees';
import { expect, type Catalogue } from './test.ts';

/** The first product of the seed that `wanted` accepts, in full. */
export async function findProduct(catalogue: Catalogue, wanted: (product: Product) => boolean, what: string) {
  for (const { id } of catalogue.products) {
    const product = await catalogue.product(id);
    if (wanted(product)) return product;
  }
  throw new Error(`the seed has no ${what}`);
}

/** An in-stock product sold at two weights or more (its second weight is "not the first"). */
export const findProductWithWeights = (catalogue: Catalogue) =>
  findProduct(
    catalogue,
    ({ in_stock, prices }) => in_stock === 1 && prices.length > 1,
    'in-stock product with two weights',
  );

/** A product line's name as the cart shows it: "Chilla Mix (500 Gm)". */
export const lineName = (product: Pick<Product, 'name'>, price: Pick<ProductPrice, 'weight_unit'>) =>
  `${product.name} (${price.weight_unit})`;

/** Rupees to whole paise, so the tests add money the way the server does. */
export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupeesOf = (amountPaise: number) => amountPaise / 100;
/** A percentage of an amount, rounded to the paisa. */
export const percentOf = (amountPaise: number, percent: number) => Math.round((amountPaise * percent) / 100);

/** The seed's automatic coupon, which the cart applies when it opens with lines and no coupon. */
export const automaticCoupon = { label: 'Coupon (MILLET05)', percent: 5 };
export const afterAutomatic = (subtotalPaise: number) =>
  subtotalPaise - percentOf(subtotalPaise, automaticCoupon.percent);

export const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
export const floatingCartButton = (page: Page) => page.getByRole('button', { name: 'Cart', exact: true });

/** The amount beside a label in a totals list ("Subtotal", "Coupon (HEALTH10)", "Total"). */
export function amountOf(scope: Locator, label: string) {
  const exactly = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: exactly }) })
    .locator('dd');
}

/** Waits until the totals list shows this subtotal and total (in paise), as the server computed them. */
export async function expectTotals(scope: Locator, { subtotal, total }: { subtotal: number; total: number }) {
  await expect(amountOf(scope, 'Subtotal')).toHaveText(formatRupees(rupeesOf(subtotal)));
  await expect(amountOf(scope, 'Total')).toHaveText(formatRupees(rupeesOf(total)));
}

/** One line of the open cart, found by its remove button ("Remove Chilla Mix (500 Gm)"). */
export function cartLine(page: Page, name: string) {
  const dialog = cartDialog(page);
  return dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove ${name}`, exact: true }) });
}

/** Opens a product page and waits for the product to be shown. */
export async function openProduct(page: Page, product: Pick<Product, 'id' | 'name'>) {
  await page.goto(paths.product(product.id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** Marks the current document; `expectSameDocument` fails if the page was reloaded since. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark = true;
  });
}

export async function expectSameDocument(page: Page) {
  const marked = await page.evaluate(
    () => (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark === true,
  );
  expect(marked, 'the page was not reloaded').toBe(true);
}

/** On a product page: chooses a weight, adds it with "Add to Cart" and waits for the cart sidebar to show the line, without a reload. */
export async function addProductToCart(page: Page, product: Product, price: ProductPrice) {
  await page
    .getByRole('group', { name: /Weight/ })
    .getByRole('button', { name: price.weight_unit, exact: true })
    .click();
  await markDocument(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const line = cartLine(page, lineName(product, price));
  await expect(cartDialog(page)).toBeVisible();
  await expect(line).toBeVisible();
  await expect(line).toContainText(formatRupees(price.discounted_price));
  await expectSameDocument(page);
  return line;
}

/** The session id the page's cart is keyed by (session storage, key session_id). */
export async function sessionIdOf(page: Page) {
  const sessionId = await page.evaluate(() => window.sessionStorage.getItem('session_id'));
  expect(sessionId, 'the page has a session id').toBeTruthy();
  return sessionId!;
}

/** The page's cart as the API answers it, asked with the page's session. */
export async function serverCart(page: Page) {
  const response = await page.request.get('/api/cart', { headers: { 'X-session-id': await sessionIdOf(page) } });
  expect(response.ok(), 'GET /api/cart').toBe(true);
  return (await response.json()) as { subtotal: number; final_total: number; data: { qty: number }[] };
}

export interface Address {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  contactNo?: string;
}

export const shopperAddress: Address = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '14 Millet Lane, Jayanagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560041',
  contactNo: '+919876543210',
};

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

/** Fills the checkout's e-mail and billing address; "Same as billing address" stays on. */
export async function fillCheckoutForm(page: Page, email: string, address: Address) {
  await field(page.getByRole('form', { name: 'Checkout' }), 'Email address').fill(email);
  await fillCheckoutAddress(page, address);
}

/** Fills the checkout's billing address (a signed-in shopper's e-mail is the account's). */
export async function fillCheckoutAddress(page: Page, address: Address) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await field(form, 'First name').fill(address.firstName);
  await field(form, 'Last name').fill(address.lastName);
  await field(form, 'Address').fill(address.address);
  await field(form, 'City').fill(address.city);
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: address.state });
  await field(form, 'PIN code').fill(address.pincode);
  await field(form, 'Contact no.').fill(address.contactNo ?? '');
}

export const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' });
export const checkoutField = (page: Page, name: string) => field(checkoutForm(page), name);

/** The `POST /api/checkout` answer the next "Confirm & Pay" gets. */
export const nextCheckoutResponse = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/checkout' && response.request().method() === 'POST',
  );

/** The shop's name as the payment window shows it. */
export async function shopName(page: Page) {
  const response = await page.request.get('/api/payment/options');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { shop_name: string } }).data.shop_name;
}

/** Adds the product at `price` to the cart and opens the checkout. */
export async function checkoutWith(page: Page, product: Product, price: ProductPrice) {
  await openProduct(page, product);
  await addProductToCart(page, product, price);
  await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(paths.checkout);
}

export const paymentWindow = (page: Page) => page.getByRole('dialog', { name: /Healthy Grains/ });

/** "Confirm & Pay": the order is placed and the sandbox payment window opens; resolves to the order's number. */
export async function confirmAndOpenPayment(page: Page) {
  const placed = nextCheckoutResponse(page);
  await checkoutForm(page).getByRole('button', { name: 'Confirm & Pay' }).click();
  const answer = (await (await placed).json()) as { data: { order_number: string } };
  await expect(paymentWindow(page)).toBeVisible();
  return answer.data.order_number;
}

/** Pays the open sandbox window and waits for the shop to verify the payment. */
export async function payInSandbox(page: Page) {
  await paymentWindow(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Verified!' })).toBeVisible();
}
