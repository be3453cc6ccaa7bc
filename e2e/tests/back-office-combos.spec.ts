import type { Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import type { Combo, Product } from 'shared/contracts/catalog';
import { formatRupees } from 'shared/format/rupees';
import { expect, expectAccessibleAtBothWidths, test } from '../support/accounts.ts';
import { deactivateRow, openAdminScreen, pngFile, signInAsAdmin } from '../support/back-office.ts';
import { newShopperPage } from '../support/test.ts';

/** Chooses a product in the combo picker at its first weight, for `price` rupees. */
async function pickProduct(page: Page, product: Product, price: string) {
  const { weight_unit } = product.prices[0]!;
  await page.getByRole('checkbox', { name: `Select ${product.name}` }).check();
  await page.getByRole('combobox', { name: `Weight for ${product.name}` }).selectOption(weight_unit);
  await page.getByRole('spinbutton', { name: `Discounted price for ${product.name}` }).fill(price);
}

/** The shop's own answer for an active combo, by name; undefined while the shop does not list it. */
async function shopComboNamed(page: Page, name: string): Promise<Combo | undefined> {
  const list = (await (await page.request.get('/api/product-combos')).json()) as {
    data: { id: number; name: string }[];
  };
  const summary = list.data.find((combo) => combo.name === name);
  if (!summary) return undefined;
  return ((await (await page.request.get(`/api/product-combos/${summary.id}`)).json()) as { data: Combo }).data;
}

test.describe('product combos in the back office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a combo of two products; the shop sells it at once, and no more once it is deactivated', async ({
    page,
    browser,
    baseURL,
    catalogue,
  }) => {
    const [first, second] = await Promise.all(catalogue.products.slice(0, 2).map(({ id }) => catalogue.product(id)));
    const listed = first!.prices[0]!.discounted_price;
    const name = `Breakfast Duo ${Date.now()}`;

    await signInAsAdmin(page);
    await openAdminScreen(page, 'Product Combos', 'Manage Product Combos');
    await page.getByRole('link', { name: '+ New' }).click();
    await expect(page).toHaveURL(paths.adminComboCreate);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Product Combo' })).toBeVisible();

    // One product is not a combo, and no product goes in above what the shop sells it for.
    await page.getByRole('textbox', { name: 'Combo Name' }).fill(name);
    await page.getByLabel('Combo Image').setInputFiles(await pngFile(page, 'duo.png', '#c49a6c'));
    await pickProduct(page, first!, String(listed + 1));
    await expect(page.getByRole('main')).toContainText(`Discounted price cannot exceed original price (₹${listed})`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select at least two products' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    await pickProduct(page, first!, String(listed - 10));
    await pickProduct(page, second!, String(second!.prices[0]!.discounted_price - 5));
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('button', { name: 'Creating Product...' })).toBeDisabled();
    await expect(page).toHaveURL(paths.adminCombos, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Combo created successfully!' })).toBeVisible();

    // The shop shows it with the price the server added up, its two products and its picture.
    const comboPrice = listed - 10 + second!.prices[0]!.discounted_price - 5;
    const combo = await shopComboNamed(page, name);
    expect(combo, 'the shop lists the new combo').toBeDefined();
    expect(combo!.combo_price).toBe(comboPrice);
    expect(combo!.combo_items.map(({ product }) => product.name)).toEqual([first!.name, second!.name]);
    const shopper = await newShopperPage(browser, { baseURL });
    await shopper.goto(paths.combo(combo!.id));
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByRole('main').getByText(formatRupees(comboPrice), { exact: true }).first()).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    // the server renders it, and lists it for crawlers
    const comboPage = await page.request.get(paths.combo(combo!.id));
    expect(comboPage.status()).toBe(200);
    expect(await comboPage.text()).toContain(`<h1>${name}</h1>`);
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`${paths.combo(combo!.id)}</loc>`);

    // Deactivated in the back office, it leaves the shop.
    await page.getByRole('searchbox', { name: /Search/ }).fill(name);
    const row = page.getByRole('main').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(formatRupees(comboPrice));
    await deactivateRow(page, row);
    expect(await shopComboNamed(page, name)).toBeUndefined();
    // the page the server had kept is dropped with the catalogue change: the combo's address is now not found
    expect((await page.request.get(paths.combo(combo!.id))).status()).toBe(404);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`${paths.combo(combo!.id)}</loc>`);
    await shopper.close();
  });
});
