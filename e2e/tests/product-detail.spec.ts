import type { Product } from 'shared/contracts/catalog';
import { paths } from 'shared/config/routes';
import { formatRupees } from 'shared/format/rupees';
import { openProduct } from '../support/shopper.ts';
import { expect, expectAccessible, test, type Catalogue } from '../support/test.ts';

async function findProduct(catalogue: Catalogue, wanted: (product: Product) => boolean, what: string) {
  for (const { id } of catalogue.products) {
    const product = await catalogue.product(id);
    if (wanted(product)) return product;
  }
  throw new Error(`the seed has no ${what}`);
}

const hasEmptyNutritionCell = (product: Product) =>
  product.nutritional_information.some((table) =>
    table.rows.some((row) => table.columns.some((column) => !row.values[column]?.trim())),
  );

test.describe('product detail', () => {
  test('choosing another weight changes the price', async ({ page, catalogue }) => {
    const product = await findProduct(
      catalogue,
      ({ in_stock, prices }) => in_stock === 1 && new Set(prices.map((price) => price.discounted_price)).size > 1,
      'in-stock product with two prices',
    );
    const [first, second] = product.prices as [Product['prices'][0], Product['prices'][0]];
    await openProduct(page, product);

    const weights = page.getByRole('group', { name: /Weight/ });
    await expect(weights.getByRole('button', { name: first.weight_unit })).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main');
    await expect(main.getByText(formatRupees(first.discounted_price), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expectAccessible(page);

    await weights.getByRole('button', { name: second.weight_unit }).click();
    await expect(weights.getByRole('button', { name: second.weight_unit })).toHaveAttribute('aria-pressed', 'true');
    await expect(weights.getByRole('button', { name: first.weight_unit })).toHaveAttribute('aria-pressed', 'false');
    await expect(main.getByText(formatRupees(second.discounted_price), { exact: true }).first()).toBeVisible();
    if (![second.price, second.discounted_price].includes(first.discounted_price)) {
      await expect(main.getByText(formatRupees(first.discounted_price), { exact: true })).toHaveCount(0);
    }
  });

  test('an out-of-stock product has "Add to Cart" disabled', async ({ page, catalogue }) => {
    const product = await findProduct(catalogue, ({ in_stock }) => in_stock === 0, 'out-of-stock product');
    await openProduct(page, product);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('main').getByText('Out of Stock')).toBeVisible();
    await expectAccessible(page);
  });

  test('nutritional information shows the tables, "-" for an empty cell, and the serving size', async ({
    page,
    catalogue,
  }) => {
    const product = await findProduct(catalogue, hasEmptyNutritionCell, 'product with an empty nutrition value');
    await openProduct(page, product);
    await page.getByRole('tab', { name: 'Nutritional Information' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Nutritional Information' });
    await expect(panel).toBeVisible();

    for (const table of product.nutritional_information) {
      const shown = panel.getByRole('table', { name: table.title });
      await expect(shown).toBeVisible();
      for (const row of table.rows) {
        const cells = shown
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: row.label, exact: true }) })
          .getByRole('cell');
        await expect(cells).toHaveText(table.columns.map((column) => row.values[column]?.trim() || '-'));
      }
    }
    if (product.serving_size) await expect(panel).toContainText(product.serving_size);
    if (product.serving_per_container) await expect(panel).toContainText(product.serving_per_container);
    await expectAccessible(page);
  });

  test('how to use shows numbered steps and a tip', async ({ page, catalogue }) => {
    const product = await findProduct(
      catalogue,
      ({ how_to_use, how_to_use_tip }) => how_to_use.length > 1 && !!how_to_use_tip,
      'product with how-to-use steps and a tip',
    );
    await openProduct(page, product);
    await page.getByRole('tab', { name: 'How to Use' }).click();
    const panel = page.getByRole('tabpanel', { name: 'How to Use' });
    const steps = [...product.how_to_use].sort((a, b) => a.step_order - b.step_order).map((step) => step.step_details);
    await expect(panel.locator('ol > li')).toHaveText(steps);
    await expect(panel.getByText(/^Tip:?$/)).toBeVisible();
    await expect(panel).toContainText(product.how_to_use_tip!);
    await expectAccessible(page);
  });

  for (const badId of ['999999', 'abc']) {
    test(`a product that cannot be loaded (/viewProduct/${badId}) sends the shopper to the product list`, async ({
      page,
    }) => {
      await page.goto(paths.product(badId));
      await expect(page).toHaveURL(paths.products);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
