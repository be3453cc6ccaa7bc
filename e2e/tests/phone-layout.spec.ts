import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { expect, ownClient, signedInShopper, test } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/back-office.ts';
import {
  amountOf,
  checkoutForm,
  checkoutWith,
  confirmAndOpenPayment,
  fillCheckoutAddress,
  findProductWithWeights,
  floatingCartButton,
  payInSandbox,
  shopperAddress,
} from '../support/shopper.ts';
import { newShopperPage } from '../support/test.ts';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const shots = '/tmp/shots-phone';
mkdirSync(shots, { recursive: true });

/** The pages each test visits: with those reached on the way, every row of the shell's route table (checked first). */
const storefront = [
  paths.home,
  paths.products,
  paths.product(':p_id'),
  paths.combo(':id'),
  paths.about,
  paths.contact,
  paths.faqs,
  paths.returnPolicy,
  paths.privacy,
  paths.terms,
  paths.blogs,
  ...blogArticles.map(({ slug }) => paths.article(slug)),
  paths.myAccount,
  paths.register,
  paths.lostPassword,
  paths.resetPassword,
  paths.createPassword,
  paths.loginLink,
];
const account = [
  paths.dashboard,
  paths.orders,
  paths.orderDetail(':o_id'),
  paths.address,
  paths.editAddress(':type'),
  paths.accountForm,
];
const backOffice = [
  paths.adminOrders,
  paths.adminOrderDetail(':o_id'),
  paths.adminCoupons,
  paths.adminUsers,
  paths.adminProducts,
  paths.adminProductCreate,
  paths.adminProductUpdate(':p_id'),
  paths.adminCombos,
  paths.adminComboCreate,
];

/** Pages the tests below reach by their own steps: the splash, checkout with a cart, the order just paid. */
const reachedOnTheWay = [paths.splash, paths.checkout, paths.orderReceived(':id')];

// Node's ES module loader finds no named exports in Playwright's CommonJS build of the shell's files.
const { routeTable } = createRequire(import.meta.url)(
  '../../shell/src/routes/route-table.ts',
) as typeof import('../../shell/src/routes/route-table.ts');

/** A route's path with its parameters filled in. */
const fill = (route: string, params: Record<string, string | number>) =>
  route.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

/** Elements wider than the screen, the innermost first: what makes the page scroll sideways. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wide: innermost
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`),
    };
  });
}

async function scrollToEnd(page: Page) {
  // Deferred blocks (content-visibility) may grow as they come into view: scroll until the end stays put.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = document.documentElement.scrollHeight;
        window.scrollTo({ top: before, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document.documentElement.scrollHeight === before && window.scrollY + window.innerHeight >= before - 1;
      }),
    )
    .toBe(true);
}

/** What the floating cart button covers: a control, or a line of text, under its rectangle. */
async function coveredByCartButton(page: Page) {
  const button = floatingCartButton(page);
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  return page.evaluate((box) => {
    const cart = [...document.querySelectorAll('button[aria-haspopup="dialog"]')].find(
      (element) => element.textContent.trim() === 'Cart',
    );
    const hits = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.x + box.width &&
      rect.right > box.x &&
      rect.top < box.y + box.height &&
      rect.bottom > box.y;
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role="tab"]'),
    ]
      .filter((element) => !cart?.contains(element) && hits(element.getBoundingClientRect()))
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || cart?.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(hits)) texts.push(text.slice(0, 30));
    }
    return [...controls, ...texts.map((text) => `text "${text}"`)];
  }, box);
}

/**
 * One page at both widths: never wider than the screen, nothing the shopper needs under the floating cart button
 * once scrolled to the end, and a screenshot of each for a person to look at.
 */
async function checkPage(page: Page, url: string, ready = heading()) {
  const name = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  for (const viewport of [phone, desktop]) {
    const where = `${url} at ${viewport.width} px`;
    await page.setViewportSize(viewport);
    if (new URL(page.url()).pathname !== url) await page.goto(url);
    await ready(page);
    // what the page's width and the screenshot are about is the page complete: every image, list and font loaded
    await page.waitForLoadState('networkidle');
    const { scrollWidth, width, wide } = await overflowOf(page);
    expect.soft(scrollWidth, `${where}: no wider than the screen (${wide.join(', ')})`).toBeLessThanOrEqual(width);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png`, fullPage: true });
    await scrollToEnd(page);
    expect.soft(await coveredByCartButton(page), `under the cart button at the end of ${where}`).toEqual([]);
  }
}

function heading(name?: string) {
  return async (page: Page) => {
    const h1 = name ? page.getByRole('heading', { level: 1, name }) : page.getByRole('heading', { level: 1 });
    await expect(h1.first()).toBeVisible();
  };
}

test.describe('on a phone (375 px) and a desktop (1280 px)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the pages checked are every row of the route table', () => {
    const checked = [...storefront, ...account, ...backOffice, ...reachedOnTheWay];
    expect(checked.sort()).toEqual(routeTable.map(({ path }) => path).sort());
  });

  test('every storefront page fits the screen, every product tab is in view, and checkout shows the total before Confirm & Pay', async ({
    page,
    catalogue,
  }) => {
    const product = await findProductWithWeights(catalogue);
    const params = { p_id: product.id, id: catalogue.combos[0]!.id };
    for (const route of storefront) await checkPage(page, fill(route, params));

    // Product and combo pages: every tab in view on a phone.
    await page.setViewportSize(phone);
    for (const route of [paths.product(':p_id'), paths.combo(':id')]) {
      const url = fill(route, params);
      await page.goto(url);
      const tabs = page.getByRole('tab');
      await expect(tabs.getByText('How to Use').first()).toBeVisible();
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        const name = await tab.textContent();
        expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(phone.width);
      }
      await tabs.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/tabs${url.replace(/\W+/g, '-')}-375.png` });
    }

    // The splash of a first visit, which moves on to home by itself.
    await page.goto(paths.splash);
    await page.screenshot({ path: `${shots}/splash-375.png` });
    expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(phone.width);

    // Checkout with a cart: the total comes before Confirm & Pay.
    await checkoutWith(page, product, product.prices[0]!);
    const total = amountOf(page.getByRole('complementary', { name: 'Order summary' }), 'Total');
    const confirm = checkoutForm(page).getByRole('button', { name: 'Confirm & Pay' });
    await expect(total).toBeVisible();
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      const [totalBox, confirmBox] = [(await total.boundingBox())!, (await confirm.boundingBox())!];
      expect(totalBox.y + totalBox.height, `the total above Confirm & Pay at ${viewport.width} px`).toBeLessThanOrEqual(
        confirmBox.y,
      );
    }
    await checkPage(page, paths.checkout, heading('Checkout'));
  });

  test('every account page (with an order) and every back-office page fits the screen; the coupon form fits 800 px', async ({
    page,
    browser,
    baseURL,
    inbox,
    catalogue,
  }) => {
    // A customer with a paid order.
    const product = await findProductWithWeights(catalogue);
    await signedInShopper(page, inbox, baseURL!, 'meera');
    await checkoutWith(page, product, product.prices[0]!);
    await fillCheckoutAddress(page, shopperAddress);
    const orderNumber = await confirmAndOpenPayment(page);
    await payInSandbox(page);
    const paid = heading('Thank you for your order');
    await paid(page);
    await checkPage(page, new URL(page.url()).pathname, paid);
    await page.goto(paths.orders);
    await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const orderId = page.url().split('/').pop()!;

    for (const route of account) await checkPage(page, fill(route, { o_id: orderId, type: 'billing' }));
    // On a phone each order is a card whose Total and actions show without a swipe.
    await page.setViewportSize(phone);
    await page.goto(paths.orders);
    const row = page.getByRole('region', { name: 'Orders table' }).getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByRole('link', { name: `View order ${orderNumber}` })).toBeInViewport({ ratio: 1 });
    // the fourth cell is the Total
    await expect(row.getByRole('cell').nth(3)).toBeInViewport({ ratio: 1 });

    // The admin, with the order and a product whose nutrition table has rows.
    const admin = await newShopperPage(browser, { baseURL, extraHTTPHeaders: ownClient() });
    await signInAsAdmin(admin);
    for (const route of backOffice) {
      const url = fill(route, { o_id: orderId, p_id: product.id });
      await checkPage(
        admin,
        url,
        route === paths.adminProductCreate
          ? async (page) => {
              await heading()(page);
              const removeRow = page.getByRole('button', { name: /^Remove row/ });
              while ((await removeRow.count()) < 3) await page.getByRole('button', { name: 'Add row' }).click();
            }
          : heading(),
      );
    }

    // The coupon form fits a window 800 px high (and a phone's), its Status, Save and Cancel in view.
    for (const viewport of [desktop, phone]) {
      await admin.setViewportSize(viewport);
      await admin.goto(paths.adminCoupons);
      await admin.getByRole('button', { name: '+ New' }).click();
      const dialog = admin.getByRole('dialog', { name: 'New Coupon' });
      if (viewport === desktop)
        await expect(dialog.getByRole('combobox', { name: 'Status' })).toBeInViewport({ ratio: 1 });
      for (const name of ['Save', 'Cancel'])
        await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      await admin.screenshot({ path: `${shots}/coupon-modal-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await admin.close();
  });
});
