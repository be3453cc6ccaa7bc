import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { shopName } from '../support/shopper.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/** Each page of the content remote: its path and its heading, which is also its title. */
const contentPages = [
  { path: paths.blogs, heading: 'Blog' },
  { path: paths.faqs, heading: 'Frequently Asked Questions' },
  { path: paths.returnPolicy, heading: 'Return and Refund Policy' },
  { path: paths.privacy, heading: 'Privacy Policy' },
  { path: paths.terms, heading: 'Terms of Service' },
  { path: paths.about, heading: 'About Us' },
  { path: paths.contact, heading: 'Contact Us' },
  ...blogArticles.map(({ slug, title }) => ({ path: paths.article(slug), heading: title })),
];

test.describe('content pages', () => {
  test('every route of the content remote shows its page, its title and a description', async ({ page }) => {
    const name = await shopName(page);
    for (const { path, heading } of contentPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | ${name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
    }
  });

  test('the blog list links reach all seven articles, and each article lists the other six', async ({ page }) => {
    await page.goto(paths.blogs);
    const readMore = page.getByRole('link', { name: /^Read More\.\.\./ });
    await expect(readMore).toHaveCount(7);
    await expectAccessible(page);

    for (const [index, { slug, title }] of blogArticles.entries()) {
      await readMore.nth(index).click();
      await expect(page).toHaveURL(paths.article(slug));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const sidebar = page.getByRole('complementary', { name: 'More from our blog' });
      await expect(sidebar.getByRole('region', { name: 'Contact us' })).toContainText('support@');
      await expect(sidebar.getByRole('region', { name: 'More articles' }).getByRole('link')).toHaveText(
        blogArticles.filter((article) => article.slug !== slug).map((article) => article.title),
      );
      await page.goBack();
      await expect(page).toHaveURL(paths.blogs);
    }
  });

  test('the seventh article is reached at its title, lowercased with hyphens', async ({ page }) => {
    await page.goto('/simple-solutions-for-everyday-wellness');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple Solutions for Everyday Wellness' })).toBeVisible();
  });

  test('the FAQs open and close, and the return policy carries every fact of the policy', async ({ page }) => {
    await page.goto(paths.faqs);
    const questions = page.locator('summary');
    await expect(questions).toHaveCount(4);
    await questions.first().click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
    await expectAccessible(page);

    await page.goto(paths.returnPolicy);
    const policy = page.getByRole('main');
    for (const fact of [
      /48 hours/,
      /unboxing video/,
      /1 to 3 weeks/,
      /24[-–]48 hours/,
      /7[-–]10 business days/,
      /Monday to Saturday/,
      /10:00/,
      /6:30/,
      /Sunday/,
    ]) {
      await expect(policy).toContainText(fact);
    }
    const sections = page.getByRole('navigation', { name: 'Policy sections' }).getByRole('link');
    expect(await sections.count()).toBeGreaterThan(2);
    await sections.last().click();
    await expectAccessible(page);
  });
});
