import { paths } from 'shared/config/routes';
import { startShopWithRemoteElsewhere, type RemoteElsewhere } from '../support/servers.ts';
import { expect, expectAccessible, test } from '../support/test.ts';

/**
 * A second shop whose remotes map points the catalogue at another origin: a
 * small static server of a copy of mfe-catalog's build that the test stops and starts. It
 * has the content remote too, and no cart.
 * Real servers throughout; no request is intercepted.
 */
test.describe('a remote that is down', () => {
  test.describe.configure({ timeout: 150_000 });

  // unset in afterAll when beforeAll failed part-way
  let catalogueElsewhere: RemoteElsewhere | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    catalogueElsewhere = await startShopWithRemoteElsewhere('mfe_catalog', { down: true });
  });

  test.afterAll(async () => {
    await catalogueElsewhere?.stop();
  });

  test('leaves the chrome working, and "Try again" loads the page once the remote is back', async ({ page }) => {
    // The map lists only the catalogue: the cart widget, which that shop does not have, stays silent.
    const cartTraces: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('mfe-cart-checkout') && cartTraces.push(`request ${request.url()}`),
    );
    page.on(
      'console',
      (message) => /cart/i.test(message.text()) && cartTraces.push(`console ${message.type()}: ${message.text()}`),
    );
    page.on('pageerror', (error) => /cart/i.test(error.message) && cartTraces.push(`page error: ${error.message}`));

    await page.goto(catalogueElsewhere!.shop.baseURL + paths.home);

    const failure = page.getByRole('alert').filter({ hasText: 'This part of the shop could not be loaded.' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);

    // The footer still routes: another remote's page shows while the catalogue is down, then back home.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(catalogueElsewhere!.shop.baseURL + paths.faqs);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(catalogueElsewhere!.shop.baseURL + paths.home);
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });

    await catalogueElsewhere!.remoteOrigin.start();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toHaveCount(0);
    expect(cartTraces).toEqual([]);
  });
});
