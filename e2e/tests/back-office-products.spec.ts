import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import type { Product } from 'shared/contracts/catalog';
import { AUTH_STORAGE_KEYS } from 'shared/store/auth-slice';
import { expect, expectAccessibleAtBothWidths, newEmail, ownClient, storedItem, test } from '../support/accounts.ts';
import { deactivateRow, openAdminScreen, pngFile, signInAsAdmin } from '../support/back-office.ts';
import {
  checkoutWith,
  confirmAndOpenPayment,
  fillCheckoutForm,
  lineName,
  payInSandbox,
  shopperAddress,
} from '../support/shopper.ts';
import { newShopperPage } from '../support/test.ts';

const createForm = (page: Page) => page.getByRole('form', { name: 'Create Product' });

/** Fills one "Weight and price" row of the create form. */
async function fillPriceRow(page: Page, row: number, weight: string, unit: string, price: string, discount = '') {
  const group = createForm(page).getByRole('group', { name: `Weight and price ${row}` });
  await group.getByRole('textbox', { name: 'Weight' }).fill(weight);
  await group.getByRole('combobox', { name: 'Unit' }).selectOption(unit);
  await group.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
  await group.getByRole('textbox', { name: 'Discount Price' }).fill(discount);
}

async function pickImage(page: Page, row: number, colour: string) {
  const group = createForm(page).getByRole('group', { name: `Image ${row}` });
  await group.getByLabel('Image', { exact: true }).setInputFiles(await pngFile(page, `photo-${row}.png`, colour));
  await group.getByLabel('Thumbnail').setInputFiles(await pngFile(page, `thumb-${row}.png`, colour, 300, 300));
}

/** The shop's own answer for an active product, by name; undefined while the shop does not list it. */
async function shopProductNamed(page: Page, name: string): Promise<Product | undefined> {
  const list = (await (await page.request.get('/api/products')).json()) as { data: { id: number; name: string }[] };
  const summary = list.data.find((product) => product.name === name);
  if (!summary) return undefined;
  return ((await (await page.request.get(`/api/products/${summary.id}`)).json()) as { data: Product }).data;
}

test.describe('products in the back office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a product with two weights and two images; the shop sells it, a shopper buys it, and once deactivated it leaves the shop and the sitemap', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Jowar Protein Mix ${Date.now()}`;
    await signInAsAdmin(page);
    await openAdminScreen(page, 'Products', 'Manage Products');
    await page.getByRole('link', { name: '+ New' }).click();
    await expect(page).toHaveURL(paths.adminProductCreate);
    const form = createForm(page);

    // Sending the empty form names the first rule it breaks; Enter in a field sends nothing.
    await form.getByRole('textbox', { name: 'Product Name' }).press('Enter');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert')).toHaveText('Product name is required');
    await expectAccessibleAtBothWidths(page);

    await form.getByRole('textbox', { name: 'Product Name' }).fill(name);
    await fillPriceRow(page, 1, '500', 'Gm', '260', '240');
    await form.getByRole('button', { name: 'Add weight' }).click();
    await fillPriceRow(page, 2, '1', 'Kg', '480');
    await pickImage(page, 1, '#b5651d');
    await form.getByRole('button', { name: 'Add image' }).click();
    await pickImage(page, 2, '#6b8e23');
    await form.getByRole('group', { name: 'Image 2' }).getByRole('radio', { name: 'Default' }).check();
    await form.getByRole('textbox', { name: 'Ingredient 1' }).fill('Jowar (sorghum) flour');
    await form.getByRole('textbox', { name: 'Description 1' }).fill('A high-protein jowar mix for rotis.');
    await form.getByRole('textbox', { name: 'Name of column 1' }).fill('Per 100 g');
    await form.getByRole('textbox', { name: 'Label of row 1' }).fill('Protein');
    await form.getByRole('textbox', { name: 'Row 1, column 1' }).fill('12 g');
    await form.getByRole('textbox', { name: 'Step 1' }).fill('Knead with warm water and rest for ten minutes.');

    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(paths.adminProducts);
    await expect(page.getByRole('status').filter({ hasText: 'Product created successfully!' })).toBeVisible();
    const row = page.getByRole('region', { name: 'Products table' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Yes');
    await expect(row).toContainText('Active');

    // At once in the shop, with both weights and prices and the images at several widths.
    const product = await shopProductNamed(page, name);
    expect(product, 'the shop lists the new product').toBeDefined();
    expect(
      product!.prices.map(({ weight_unit, price, discounted_price }) => [weight_unit, price, discounted_price]),
    ).toEqual([
      ['500 Gm', 260, 240],
      ['1 Kg', 480, 480],
    ]);
    expect(product!.images).toHaveLength(2);
    await page.goto(paths.products);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute(
      'srcset',
      /-320w\.webp 320w, .*-640w\.webp 640w, .*\.webp 1024w$/,
    );

    // A guest, in a browser of their own, buys the 1 Kg pack and pays in the sandbox.
    const shopper = await newShopperPage(browser, { baseURL, extraHTTPHeaders: ownClient() });
    const kilo = product!.prices[1]!;
    await checkoutWith(shopper, product!, kilo);
    await fillCheckoutForm(shopper, newEmail('jowar'), shopperAddress);
    await expect(shopper.getByRole('main')).toContainText(lineName(product!, kilo));
    await confirmAndOpenPayment(shopper);
    await payInSandbox(shopper);
    await shopper.close();

    // the server renders its page and lists it for crawlers
    const productPage = await page.request.get(paths.product(product!.id));
    expect(productPage.status()).toBe(200);
    expect(await productPage.text()).toContain(`<h1>${name}</h1>`);
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`${paths.product(product!.id)}</loc>`);

    // Deactivated in the back office, it leaves the shop, its page and the sitemap.
    await page.goto(paths.adminProducts);
    await deactivateRow(page, row);
    expect(await shopProductNamed(page, name)).toBeUndefined();
    expect((await page.request.get(paths.product(product!.id))).status()).toBe(404);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`${paths.product(product!.id)}</loc>`);

    // Back on sale: its page and the list are rendered anew at once, while another product's page stays as kept.
    const pageCache = async (path: string) => (await page.request.get(path)).headers()['x-page-cache'];
    const listed = (await (await page.request.get('/api/products')).json()) as { data: { id: number }[] };
    const otherProduct = paths.product(listed.data[0]!.id);
    for (const path of [otherProduct, paths.products]) {
      await pageCache(path);
      expect(await pageCache(path), path).toBe('hit');
    }
    const token = await storedItem(page, AUTH_STORAGE_KEYS.token);
    const backOnSale = await page.request.post('/api/products/updateStatus', {
      data: { id: product!.id, product_status: 1 },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(backOnSale.status()).toBe(200);
    const ownPage = await page.request.get(paths.product(product!.id));
    expect([ownPage.status(), ownPage.headers()['x-page-cache']]).toEqual([200, 'miss']);
    expect(await pageCache(otherProduct)).toBe('hit');
    const listPage = await page.request.get(paths.products);
    expect(listPage.headers()['x-page-cache']).toBe('miss');
    expect(await listPage.text()).toContain(name);
    // the sitemap, kept since it was last asked for, is made anew with the product in it
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['x-page-cache']).toBe('miss');
    expect(await sitemap.text()).toContain(`${paths.product(product!.id)}</loc>`);
    expect(await pageCache('/robots.txt')).toMatch(/^(hit|miss)$/);
    // what is never kept does not say where it came from
    expect(await pageCache(paths.checkout)).toBeUndefined();
  });
});
