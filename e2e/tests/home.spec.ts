import { paths } from 'shared/config/routes';
import { expect, expectAccessible, test } from '../support/test.ts';

/** The home page's nine blocks, in their order, by their headings. */
const blockHeadings: (string | RegExp)[] = [
  /gluten-free/i, // 1. hero carousel (its tagline)
  /About/, // 2. about block
  'Our Seller Products', // 3.
  "Our Best Seller Combo's", // 4.
  'Health Benefits at a Glance', // 5.
  /Customers|Testimonials/i, // 6. testimonials carousel
  'Healthy Meals in 3 Easy Steps', // 7.
  'Healthy Recipes & Tips', // 8.
  'Shop Our Range Now', // 9.
];

const matches = (text: string, heading: string | RegExp) =>
  typeof heading === 'string' ? text.trim() === heading : heading.test(text);

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.getByRole('region', { name: 'Our Seller Products' }).getByRole('listitem').first()).toBeVisible();
  });

  test('shows the nine blocks in order and passes axe', async ({ page }) => {
    // Text content, not innerText: blocks below the fold are not rendered (content-visibility) until scrolled near.
    const headings = await page.getByRole('main').locator('h1, h2').allTextContents();
    let previous = -1;
    for (const heading of blockHeadings) {
      const index = headings.findIndex((text, at) => at > previous && matches(text, heading));
      expect(index, `block "${heading}" after the previous block; headings: ${headings.join(' | ')}`).toBeGreaterThan(
        previous,
      );
      previous = index;
    }
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the hero carousel has 4 slides, each with "Shop Now" to the product list', async ({ page }) => {
    const hero = page.locator('[aria-roledescription="carousel"]').first();
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    for (const slide of await slides.all()) {
      await expect(slide.getByRole('heading')).toHaveCount(1);
      await expect(slide.locator('a', { hasText: 'Shop Now' })).toHaveAttribute('href', paths.products);
    }
    await hero.getByRole('link', { name: 'Shop Now' }).first().click();
    await expect(page).toHaveURL(paths.products);
  });

  test('best-seller product cards link to their product pages', async ({ page, catalogue }) => {
    const bestSellers = catalogue.products.filter((product) => product.is_best_seller === 1);
    expect(bestSellers.length).toBeGreaterThan(0);
    const block = page.getByRole('region', { name: 'Our Seller Products' });
    for (const product of bestSellers) {
      await expect(block.getByRole('link', { name: product.name })).toHaveAttribute('href', paths.product(product.id));
    }
    const [first] = bestSellers;
    await block.getByRole('link', { name: first!.name }).click();
    await expect(page).toHaveURL(paths.product(first!.id));
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  });

  test('best-seller combos show "View Details" to their combo pages', async ({ page, catalogue }) => {
    const bestSellers = catalogue.combos.filter((combo) => combo.is_best_seller === 1);
    expect(bestSellers.length).toBeGreaterThan(0);
    const block = page.getByRole('region', { name: "Our Best Seller Combo's" });
    for (const combo of bestSellers) {
      await expect(block.getByRole('heading', { name: combo.name })).toBeVisible();
      await expect(block.getByRole('link', { name: `View Details of ${combo.name}` })).toHaveAttribute(
        'href',
        paths.combo(combo.id),
      );
    }
    await block
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/comboView\/\d+$/);
  });

  test('the banner scrolls once the page has started, and its button pauses and plays it', async ({
    page,
    browser,
  }) => {
    const playState = (on: typeof page) =>
      on
        .getByText('Health made simple')
        .first()
        .locator('xpath=../..')
        .evaluate((track) => getComputedStyle(track).animationPlayState);
    // as the server sends it, before any script, the marquee holds still
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const served = await withoutScripts.newPage();
    await served.goto(paths.home);
    expect(await playState(served)).toBe('paused');
    await withoutScripts.close();

    await expect.poll(() => playState(page)).toBe('running');
    await page.getByRole('button', { name: 'Pause scrolling text' }).click();
    await expect.poll(() => playState(page)).toBe('paused');
    await page.getByRole('button', { name: 'Play scrolling text' }).click();
    await expect.poll(() => playState(page)).toBe('running');
  });

  test('"Healthy Recipes & Tips" reads more on the blog, and "Shop Our Range Now" leads to the products', async ({
    page,
  }) => {
    const recipes = page.getByRole('region', { name: 'Healthy Recipes & Tips' });
    const readMore = recipes.getByRole('link', { name: /Read more/i });
    expect(await readMore.count()).toBeGreaterThan(0);
    for (const link of await readMore.all()) await expect(link).toHaveAttribute('href', paths.blogs);

    const shopOurRange = page.getByRole('region', { name: 'Shop Our Range Now' });
    await shopOurRange.getByRole('link').first().click();
    await expect(page).toHaveURL(paths.products);
  });
});
