import { paths } from 'shared/config/routes';
import { formatPriceRange } from 'shared/format/rupees';
import { expect, expectAccessible, test } from '../support/test.ts';

test.describe('product list', () => {
  test('each product card shows its stock and its price range in rupees', async ({ page, catalogue }) => {
    expect(
      catalogue.products.some((product) => product.in_stock === 0),
      'the seed has an out-of-stock product',
    ).toBe(true);
    await page.goto(paths.products);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const product of catalogue.products) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
      await expect(card).toHaveCount(1);
      const [stock, notStock] = product.in_stock === 1 ? ['Available', 'Out of Stock'] : ['Out of Stock', 'Available'];
      await expect(card).toContainText(stock);
      await expect(card).not.toContainText(notStock);
      // The prices a shopper pays, lowest to highest (or one price when all are equal).
      await expect(card).toContainText(formatPriceRange(product.prices.map((price) => price.discounted_price)));
      await expect(card).toContainText('₹');
      await expect(card.getByRole('link', { name: product.name })).toHaveAttribute('href', paths.product(product.id));
    }
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
  });
});
