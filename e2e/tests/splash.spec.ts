import { paths } from 'shared/config/routes';
import { shopName } from '../support/shopper.ts';
import {
  expect,
  expectAccessible,
  expectChangeAfter,
  pageStarted,
  pauseClock,
  runClockUntil,
  test,
} from '../support/test.ts';

test.describe('a first visit', () => {
  test.use({ firstVisit: true });

  // Its 1.5 s are checked below, on a move within the shop: a splash the server sent is on screen before the shop's
  // code has taken it over, and its 1.5 s count from then, a moment nothing on the page shows.
  test('shows the animated splash once, then home; later visits go straight home', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    const name = await shopName(page);

    await page.goto(paths.home);
    await expect(page).toHaveURL(paths.splash);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`Welcome | ${name}`);
    await expect(page).toHaveURL(paths.home);
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('hasVisited'))).toBe('true');

    visited.length = 0;
    await page.reload();
    // the page's own script and the shop's code, once started, are what would send it to the splash
    await pageStarted(page);
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();
    await expect(page).toHaveURL(paths.home);
    expect(visited, 'no second splash').not.toContain(paths.splash);
  });

  test('the splash is accessible once its fade-in is over', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths.splash);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('a first visit to another page shows that page; going home from it shows the splash, then home 1.5 s later', async ({
    page,
  }) => {
    const name = await shopName(page);
    await page.clock.install();
    await page.goto(paths.faqs);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(paths.faqs);

    await pauseClock(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    // The splash's title and its timer are set by the same effects, once it shows: the title proves the timer is set.
    await runClockUntil(page, async () => (await page.title()) === `Welcome | ${name}`, 'the splash shows');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectChangeAfter(page, 1_500, {
      before: () => expect(page).toHaveURL(paths.splash),
      after: () => expect(page).toHaveURL(paths.home),
    });
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();
  });
});
