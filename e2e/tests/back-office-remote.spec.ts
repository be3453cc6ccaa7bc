import path from 'node:path';
import { paths } from 'shared/config/routes';
import { freePort } from '../../scripts/testing/free-port.ts';
import { repoRoot, type ShopProcess } from '../../scripts/testing/shop-process.ts';
import { admin, expect, test } from '../support/accounts.ts';
import { adminRequests, openAdminScreen, signInAsAdmin } from '../support/back-office.ts';
import { startShop, staticServer, type StaticServer } from '../support/servers.ts';

/**
 * The admin remote deployed alone: a second shop whose remotes map points `mfe_admin` at another origin (a static
 * server of mfe-admin/dist, as a CDN would serve it). Nothing is rebuilt: only the map differs.
 */
test.describe('the admin remote served from another origin', () => {
  test.describe.configure({ timeout: 150_000 });

  let shop: ShopProcess | undefined;
  let adminOrigin: StaticServer | undefined;
  let adminOriginUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    adminOriginUrl = `http://127.0.0.1:${port}`;
    adminOrigin = staticServer(path.join(repoRoot, 'mfe-admin', 'dist'), port);
    await adminOrigin.start();
    shop = await startShop({
      remotes: {
        mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json',
        mfe_cart_checkout: '/mfe/mfe-cart-checkout/mf-manifest.json',
        mfe_content: '/mfe/mfe-content/mf-manifest.json',
        mfe_account: '/mfe/mfe-account/mf-manifest.json',
        mfe_admin: `${adminOriginUrl}/mf-manifest.json`,
      },
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
  });

  test.afterAll(async () => {
    await adminOrigin?.stop();
    await shop?.stop();
  });

  test('loads the back office from that origin for the admin, and nothing of it for a shopper', async ({ browser }) => {
    // a browser of its own sends no X-Forwarded-For, which the other origin's CORS would have to allow
    const page = await browser.newPage({ baseURL: shop!.baseURL, extraHTTPHeaders: {} });
    const fromShop = adminRequests(page);
    const requested = adminRequests(page, adminOriginUrl);

    await page.goto(paths.home);
    await expect(page.getByRole('region', { name: 'Our Seller Products' })).toBeVisible();
    expect(requested, 'a shopper page asks nothing of the admin remote').toEqual([]);

    await signInAsAdmin(page);
    await openAdminScreen(page, 'Coupons', 'Manage Coupon');
    await expect(page.getByRole('main').getByRole('table')).toContainText('HEALTH10');
    expect(requested.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromShop, 'nothing of the admin comes from the shop itself').toEqual([]);
    await page.close();
  });
});
