import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { paths } from 'shared/config/routes';
import type { ProductSummary } from 'shared/contracts/catalog';
import { admin, signIn } from '../support/accounts.ts';
import { startShopWithEveryRemoteElsewhere, type EveryRemoteElsewhere, type RemoteName } from '../support/servers.ts';
import { cartDialog } from '../support/shopper.ts';
import { asShopper, expect, expectAccessible, test } from '../support/test.ts';

/**
 * A shop whose five remotes each come from an origin of their own, as five teams' CDNs would serve them; the test
 * stops and starts those origins. Real servers throughout; no request is intercepted.
 */
const failureOf = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This part of the shop could not be loaded.' });

async function expectChromeWorks(page: Page) {
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
}

/** The page as the server sends it, before any script runs. */
async function serverHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url, { timeout: 10_000 });
  expect(response.status(), url).toBe(200);
  return response.text();
}

let elsewhere: EveryRemoteElsewhere | undefined;
let product: ProductSummary;
const shopUrl = (path: string) => `${elsewhere!.shop.baseURL}${path}`;
/** A shopper's page on that shop, in a browser context of its own (as axe needs). */
async function shopperPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: elsewhere!.shop.baseURL });
  const page = await context.newPage();
  await asShopper(page);
  return page;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  elsewhere = await startShopWithEveryRemoteElsewhere({
    down: true,
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  const products = (await (await request.get(shopUrl('/api/products'))).json()) as { data: ProductSummary[] };
  product = products.data[0]!;
});

test.afterAll(async () => {
  await elsewhere?.stop();
});

test('with every remote down from the start, the server sends each page with its chrome and leaves the rest to the browser', async ({
  browser,
  request,
}) => {
  // the server-rendered pages of the catalogue and the content remotes: the chrome, no heading of theirs
  for (const path of [paths.home, paths.products, paths.product(product.id), paths.faqs, paths.contact]) {
    const html = await serverHtml(request, shopUrl(path));
    expect(html, path).toContain('Skip to content');
    expect(html, path).not.toMatch(/<h1[ >]/);
  }

  const page = await shopperPage(browser);
  for (const path of [paths.home, paths.faqs, paths.checkout, paths.myAccount]) {
    await page.goto(path);
    await expect(failureOf(page).getByRole('button', { name: 'Try again' }), path).toBeVisible({ timeout: 20_000 });
    await expectChromeWorks(page);
  }
  await expectAccessible(page);

  await Promise.all(Object.values(elsewhere!.origins).map((origin) => origin.start()));
  await failureOf(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  await expect(failureOf(page)).toHaveCount(0);

  // the server notices the remotes are back by itself, and renders their pages whole again
  for (const [path, heading] of [
    [paths.product(product.id), `<h1>${product.name}</h1>`],
    [paths.faqs, '<h1>Frequently Asked Questions</h1>'],
  ] as const) {
    await expect
      .poll(() => serverHtml(request, shopUrl(path)), { timeout: 30_000, intervals: [1000] })
      .toContain(heading);
  }
  await page.context().close();
});

/**
 * One remote down at a time while the others are up: its part shows the failure with "Try again", the rest of the
 * shop works, and "Try again" brings the part back once its origin is up again.
 */
const oneDown: {
  remote: RemoteName;
  /** opens the remote's part */
  open: (page: Page) => Promise<void>;
  /** somewhere else in the shop, reached by a link while the remote is down */
  elsewhere: { link: string; heading: string };
  /** what shows once the part is back */
  back: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  {
    remote: 'mfe_catalog',
    open: (page) => page.goto(paths.home).then(() => undefined),
    elsewhere: { link: 'FAQs', heading: 'Frequently Asked Questions' },
    back: (page) => page.getByRole('region', { name: 'Our Seller Products' }),
  },
  {
    remote: 'mfe_content',
    open: (page) => page.goto(paths.faqs).then(() => undefined),
    elsewhere: { link: 'Products', heading: 'Our Products' },
    back: (page) => page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  },
  {
    remote: 'mfe_cart_checkout',
    open: async (page) => {
      await page.goto(paths.product(product.id));
      await page.getByRole('button', { name: 'Add to Cart' }).click();
    },
    elsewhere: { link: 'FAQs', heading: 'Frequently Asked Questions' },
    back: (page) => cartDialog(page),
  },
  {
    remote: 'mfe_account',
    open: (page) => page.goto(paths.myAccount).then(() => undefined),
    elsewhere: { link: 'FAQs', heading: 'Frequently Asked Questions' },
    back: (page) => page.getByRole('form', { name: 'Login' }),
  },
  {
    remote: 'mfe_admin',
    open: async (page) => {
      await signIn(page, admin.email, admin.password);
      await page.goto(paths.adminCoupons);
    },
    elsewhere: { link: 'FAQs', heading: 'Frequently Asked Questions' },
    back: (page) => page.getByRole('heading', { level: 1, name: 'Manage Coupon' }),
  },
];

for (const { remote, open, elsewhere: other, back } of oneDown) {
  test(`${remote} down: its part says so, the rest of the shop works, and "Try again" brings it back`, async ({
    browser,
  }) => {
    const origin = elsewhere!.origins[remote];
    await origin.stop();
    const page = await shopperPage(browser);
    try {
      await open(page);
      const failure = failureOf(page);
      await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
      await expectChromeWorks(page);

      const url = page.url();
      await page.getByRole('link', { name: other.link, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible({ timeout: 20_000 });
      await page.goBack();
      await expect(page).toHaveURL(url);
      await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });

      await origin.start();
      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(back(page)).toBeVisible({ timeout: 20_000 });
      await expect(failure).toHaveCount(0);
    } finally {
      await origin.start();
      await page.context().close();
    }
  });
}
