import { paths } from 'shared/config/routes';
import { shopName } from '../support/shopper.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

test.describe('a first visit', () => {
  test.use({ firstVisit: true });

  test('shows the animated splash once, then home after 1.5 s; later visits go straight home', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    const name = await shopName(page);

    await page.goto(paths.home);
    await expect(page).toHaveURL(paths.splash);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`Welcome | ${name}`);
    const splashShown = Date.now();

    await expect(page).toHaveURL(paths.home, { timeout: 5_000 });
    const wentHomeAfter = Date.now() - splashShown;
    expect(wentHomeAfter, 'home about 1.5 s after the splash').toBeGreaterThanOrEqual(800);
    expect(wentHomeAfter).toBeLessThan(3_500);
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('hasVisited'))).toBe('true');

    visited.length = 0;
    await page.reload();
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(paths.home);
    expect(visited, 'no second splash').not.toContain(paths.splash);
  });

  test('the splash is accessible once its fade-in is over', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths.splash);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('a first visit to another page shows that page, not the splash', async ({ page }) => {
    await page.goto(paths.faqs);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(paths.faqs);
  });
});
