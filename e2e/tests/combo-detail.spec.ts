import { paths } from 'shared/config/routes';
import { formatRupees } from 'shared/format/rupees';
import { expect, expectAccessible, test } from '../support/test.ts';

test.describe('combo detail', () => {
  test('shows the name, the combo price and one tab per product; a tab shows that product', async ({
    page,
    catalogue,
  }) => {
    const summary = catalogue.combos.find((combo) => combo.combo_items.length > 1);
    expect(summary, 'the seed has a combo of two or more products').toBeDefined();
    const combo = await catalogue.combo(summary!.id);

    await page.goto(paths.combo(combo.id));
    await expect(page.getByRole('heading', { level: 1, name: combo.name })).toBeVisible();
    await expect(
      page.getByRole('main').getByText(formatRupees(combo.combo_price), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    const productTabs = page.getByRole('tablist', { name: 'Products in this combo' }).getByRole('tab');
    await expect(productTabs).toHaveText(combo.combo_items.map(({ product }) => product.name));
    await expect(productTabs.first()).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);

    const [first, second] = combo.combo_items.map(({ product }) => product);
    await page.getByRole('tab', { name: second!.name, exact: true }).click();
    await expect(page.getByRole('tab', { name: second!.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    const shown = page.getByRole('tabpanel', { name: second!.name, exact: true });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    for (const { ingredient } of second!.ingredients)
      await expect(shown.getByText(ingredient, { exact: true })).toBeVisible();
    await expect(shown.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: first!.name, exact: true })).toBeHidden();
    await expectAccessible(page);
  });

  test('a combo that cannot be loaded sends the shopper to the product list', async ({ page }) => {
    await page.goto(paths.combo(999999));
    await expect(page).toHaveURL(paths.products);
  });
});
