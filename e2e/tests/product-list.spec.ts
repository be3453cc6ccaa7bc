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

  test('a search forgives a typo, sorts and filters, each view with its own address', async ({ page, catalogue }) => {
    const cardNames = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    await page.goto(paths.products);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('multigrian');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${paths.products}?q=multigrian`);
    await expect(page.getByRole('status')).toHaveText('1 product matches “multigrian”');
    await expect(cardNames).toHaveText(['Gluten-Free Multigrain Flour']);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await expect(page).toHaveURL(`${paths.products}?in_stock=1`);
    const inStock = catalogue.products.filter((product) => product.in_stock === 1);
    await expect(cardNames).toHaveCount(inStock.length);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(`${paths.products}?sort=price-desc&in_stock=1`);
    const lowest = (product: (typeof inStock)[number]) => Math.min(...product.prices.map((p) => p.discounted_price));
    const byPrice = [...inStock].sort((a, b) => lowest(b) - lowest(a) || a.id - b.id).map((product) => product.name);
    await expect(cardNames).toHaveText(byPrice);
    await expectAccessible(page);
  });

  test('with JavaScript off, the search form still searches, and a search with no match says so', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.products);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('chocolate');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=chocolate/);
    await expect(page.locator('main')).toContainText('No Products Found');
    await expect(page.locator('main')).toContainText('Nothing matches “chocolate”.');
    await page.getByRole('link', { name: 'See all products' }).click();
    await expect(page).toHaveURL(paths.products);
    await context.close();
  });

  test('a page past the last answers 404 and leads back to the list; a search with no match is a page', async ({
    page,
    request,
  }) => {
    // the first render after the start may find the remote's server code still loading, and leave it to the browser
    await expect
      .poll(async () => (await request.get(`${paths.products}?page=99`)).status(), { timeout: 15_000 })
      .toBe(404);
    expect((await request.get(`${paths.products}?q=chocolate`)).status()).toBe(200);
    // the browser takes over the server's not-found page with the list's own answer for an empty page
    await page.goto(`${paths.products}?page=99`);
    await expect(page.locator('main')).toContainText('No Products Found');
    await page.getByRole('link', { name: 'See all products' }).click();
    await expect(page).toHaveURL(paths.products);
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  });
});
